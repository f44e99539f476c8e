# Types are 'long' and 'string': any other parameter type is refused, pointing at the type annotation.
# error: unknown type 'str': types are 'long' and 'string'
# at: 4:26
function f:long(a:long, b:str) { return a }
probe begin { }
