.*
...
line 39999 x+
line 40000 x+
end
