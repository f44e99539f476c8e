# A global declared twice is an error (the note shows the first declaration).
# error: global 'count' declared twice
# at: 5:8
global count
global count = 0
probe begin { count++ }
