# 'delete' needs a variable, an array or an array element.
# error: 'delete' needs a variable, an array or an array element
# at: 5:11
probe begin {
	delete 1 + 2
}
