# strtol accepts every base from 2 to 36 (letters up to z), as the tapset documents.
probe begin {
	printf("%d %d %d\n", strtol("zz", 36), strtol("g", 17), strtol("Hello", 36))
	printf("%d\n", strtol("-10", 20))
	exit()
}
