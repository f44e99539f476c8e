# Nested sorted foreach over the same array (separate sort buffers).
global a
probe begin { a[1] = 1; a[2] = 2; foreach ([i] in a-) foreach ([j] in a+) printf("%d%d ", i, j); println(); exit() }
