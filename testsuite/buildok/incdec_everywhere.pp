# ++ and -- on locals, globals and elements, as statements and values.
global g, a
probe begin { x = 0; y = x++ + ++x; g++; --g; a["k"]++; z = a["k"]--; println(x, y, g, z) }
