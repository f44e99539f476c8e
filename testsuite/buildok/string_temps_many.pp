# Many string temporaries in one expression.
probe begin { s = "a" . "b" . sprintf("%d", 1) . substr("hello", 1, 3) . execname(); println(s . s) }
