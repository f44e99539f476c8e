# A printf format made of adjacent literals is checked as one format:
# two conversions, one in each piece, take two arguments.
probe begin { printf("%d and " "%s\n", 1, "two"); exit() }
