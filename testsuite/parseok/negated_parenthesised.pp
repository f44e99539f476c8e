# -(N) keeps its parentheses: it is a minus applied to a literal, not a negative literal.
probe begin { x = -(5); y = -5; z = - -5 }
