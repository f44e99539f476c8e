# @NAME that no @define in the file names (and no '(' follows) is an unknown macro.
# error: unknown macro '@nosuch' (no '@define nosuch' in this file)
# at: 5:10
probe begin {
	x = 1 + @nosuch
}
