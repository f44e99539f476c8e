# A global that is declared but never used is a warning, not an error; it still gets a type.
# warning: global 'never' is never used
# expect-p2: never:long
global never, used
probe begin { used = 1 }
