# '%:' and '%)' outside a conditional are errors.
# error: '%)' outside a conditional or a macro body
# error: '%:' outside a conditional ('%( CONDITION %? ... %: ... %)')
# at: 5:15
probe begin { %) }
probe end { %: }
