run 1 line 0 x+
run 1 line 1 x+
...
end runs>2: 1
pmprobe: [0-9]+ output records dropped: a buffer was full .*
