# Types are 'long' and 'string': any other return type is refused, pointing at the type annotation.
# error: unknown type 'int': types are 'long' and 'string'
# at: 4:11
function f:int(a:long) { return a }
probe begin { }
