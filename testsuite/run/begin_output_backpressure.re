line 1 x+
...
line 20000 x+
end
