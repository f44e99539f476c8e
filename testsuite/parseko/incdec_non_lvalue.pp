# ++ and -- need a variable or an array element.
# error: '++' needs a variable or an array element
# error: '--' needs a variable or an array element
# at: 6:2
probe begin {
	3++;
	--f(x);
}
