# Comments of all three kinds (#, //, /* */) anywhere between tokens, including inside expressions and at the end of the file.
// a line comment before anything
global /* inline */ n # trailing hash comment
/* a block comment
   spanning lines, with "quotes", # and // inside,
   and a lone * and / */
probe begin {   // after a brace
	n = 1 + /* in the middle of an expression */ 2	# after a statement
	n /* between operand and operator */ += 3
	/**/ n++ /***/
}
// a comment on the last line, without a newline after it