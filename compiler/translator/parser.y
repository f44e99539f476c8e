/*
 * parser.y - pass 1, grammar: a pure bison parser with locations whose
 * actions only build tree nodes (see parse_build.c).  Semicolons between
 * statements are optional, as in SystemTap; the conflicts that brings are
 * settled by precedence, never by %expect.  Error recovery keeps going
 * after a syntax error so one run reports every independent one (after
 * a preprocessor error, none: they would follow from it).  Tokens come
 * through the preprocessor (preprocess.c).
 */
%define api.pure full
%define api.prefix {pp}
%define api.location.type {struct loc}
%define parse.error detailed
%define parse.lac full
%locations
%expect 0
%lex-param {yyscan_t scanner}
%parse-param {yyscan_t scanner} {struct lex_state *st}

%code requires {
#include "internal.h"
#include "parse_internal.h"
}

%code provides {
int pplex(PPSTYPE *lval, PPLTYPE *lloc, yyscan_t scanner);
}

%code {
#include <string.h>

/* Right-nested constructs (if (a) if (b) ..., a = b = ...) are reduced
 * from the inside, so the stack holds them whole before parse_build.c can
 * count their depth: room for well beyond PMP_MAX_NESTING levels. */
#define YYMAXDEPTH 100000

#define YYLLOC_DEFAULT(cur, rhs, n)					\
	do {								\
		if (n) {						\
			(cur) = YYRHSLOC(rhs, 1);			\
			(cur).last_line = YYRHSLOC(rhs, n).last_line;	\
			(cur).last_col = YYRHSLOC(rhs, n).last_col;	\
		} else {						\
			(cur) = YYRHSLOC(rhs, 0);			\
			(cur).line = (cur).last_line;			\
			(cur).col = (cur).last_col;			\
		}							\
	} while (0)

static void pperror(PPLTYPE *loc, yyscan_t scanner, struct lex_state *st,
		    const char *msg)
{
	(void)scanner;
	if (pp_failed(st))
		return;  /* what follows a preprocessor error it has said */
	if (!strcmp(msg, "memory exhausted"))
		error_at(*loc, "the script nests too deeply for the parser (expressions and statements may nest at most %d levels)",
			 PMP_MAX_NESTING);
	else
		error_at(*loc, "%s", msg);
}
}

%union {
	int64_t num;
	char *str;
	struct { int64_t num; char *text; } number;
	struct lit lit;
	struct node *node;
	struct vec *vec;
	struct probe_point *point;
	struct point_comp *comp;
	struct param *param;
	struct foreach *fe;
	int op;
}

%token GLOBAL "global" FUNCTION "function" PROBE "probe"
%token IF "if" ELSE "else" WHILE "while" FOR "for" FOREACH "foreach"
%token IN "in" LIMIT "limit" BREAK "break" CONTINUE "continue"
%token NEXT "next" RETURN "return" DELETE "delete" TRY "try" CATCH "catch"
%token <str> IDENT "identifier" CTXVAR "context variable"
%token <str> AGGOP "aggregate operator" EMBEDDED "embedded C block"
%token <number> NUMBER "number"
%token <lit> STRING "string"
%token <num> ARGNUM "$N argument" ARGSTR "@N argument"
%token AGGADD "<<<" SHL_ASSIGN "<<=" SHR_ASSIGN ">>=" INC "++" DEC "--"
%token EQ "==" NE "!=" LE "<=" GE ">=" SHL "<<" SHR ">>" AND "&&" OR "||"
%token ADD_ASSIGN "+=" SUB_ASSIGN "-=" MUL_ASSIGN "*=" DIV_ASSIGN "/="
%token MOD_ASSIGN "%=" AND_ASSIGN "&=" OR_ASSIGN "|=" XOR_ASSIGN "^="
%token CAT_ASSIGN ".="
/* The preprocessor's (preprocess.c): the grammar never sees them. */
%token PP_OPEN "%(" PP_THEN "%?" PP_ELSE "%:" PP_CLOSE "%)"
%token PP_ARGC "$#" PP_ARGC_STR "@#"

%type <node> expr primary block stmt opt_expr global_init literal point_arg
%type <node> fe_key
%type <vec> stmts exprs opt_exprs points comps params opt_params fe_keys member_points
%type <vec> fe_keylist
%type <point> point member_point
%type <comp> comp
%type <param> param
%type <fe> foreach_head
%type <op> fe_sort assign_op
%type <str> opt_type comp_name name_piece
%type <lit> string

/* Lowest: a statement may end without ';' when no operator continues it. */
%precedence LOWEST
%precedence IDENT NUMBER STRING ARGNUM ARGSTR CTXVAR AGGOP '!' '~'
	    '(' '['
%precedence ';'
%precedence THEN
%precedence ELSE
%right '=' ADD_ASSIGN SUB_ASSIGN MUL_ASSIGN DIV_ASSIGN MOD_ASSIGN SHL_ASSIGN
       SHR_ASSIGN AND_ASSIGN OR_ASSIGN XOR_ASSIGN CAT_ASSIGN AGGADD
%right '?' ':'
%left OR
%left AND
%left '|'
%left '^'
%left '&'
%precedence IN
%left EQ NE '<' '>' LE GE
%left SHL SHR
%left '.'
%left '+' '-'
%left '*' '/' '%'
%precedence UNARY
%precedence INC DEC

%%

file:
	  %empty
	| file toplevel
	;

toplevel:
	  GLOBAL globals opt_semi
	| FUNCTION IDENT opt_type '(' opt_params ')' block
		{ add_function(st->prog, @2, $2, $3, @3, $5, $7, NULL, @7); }
	| FUNCTION IDENT opt_type '(' opt_params ')' EMBEDDED
		{ add_function(st->prog, @2, $2, $3, @3, $5, NULL, $7, @7); }
	| PROBE points block
		{ add_probe(st->prog, @1, $2, $3); }
	| PROBE point '=' points block
		{ add_alias(st->prog, @1, $2, $4, $5); }
	| EMBEDDED
		{ add_embedded(st->prog, @1, $1); }
	| error '}'
	| error ';'
	;

opt_semi:
	  %empty %prec LOWEST
	| ';'
	;

globals:
	  global
	| globals ',' global
	;

global:
	  IDENT global_init
		{ add_global(st->prog, @1, $1, $2, NULL); }
	| IDENT '[' NUMBER ']'
		{ add_global(st->prog, @1, $1, NULL, node_num(@3, $3.num, $3.text)); }
	;

global_init:
	  %empty		{ $$ = NULL; }
	| '=' literal		{ $$ = $2; }
	;

literal:
	  NUMBER		{ $$ = node_num(@1, $1.num, $1.text); }
	| '-' NUMBER		{ $$ = mk_negative(@1, node_num(@2, $2.num, $2.text)); }
	| string %prec LOWEST	{ $$ = node_str(@1, $1.str, $1.len, $1.text); }
	;

/* Adjacent string literals are one, as in C and SystemTap. */
string:
	  STRING
	| string STRING		{ $$ = lit_concat($1, $2); }
	;

opt_type:
	  %empty		{ $$ = NULL; }
	| ':' IDENT		{ $$ = $2; }
	;

opt_params:
	  %empty		{ $$ = vec_new(); }
	| params
	;

params:
	  param			{ $$ = vec_one($1); }
	| params ',' param	{ $$ = vec_append($1, $3); }
	;

param:
	  IDENT opt_type	{ $$ = mk_param(@1, $1, $2, @2); }
	;

points:
	  point			{ $$ = vec_one($1); }
	| points ',' point	{ $$ = vec_append($1, $3); }
	;

point:
	  comps			{ $$ = mk_point(@1, $1, false); }
	| comps '?'		{ $$ = mk_point(@1, $1, true); }
	| comps IF '(' expr ')'	{ $$ = mk_conditional_point(@1, $1, false, @2); }
	| comps '?' IF '(' expr ')'
		{ $$ = mk_conditional_point(@1, $1, true, @3); }
	;

comps:
	  comp			{ $$ = vec_one($1); }
	| comps '.' comp	{ $$ = vec_append($1, $3); }
	;

comp:
	  comp_name		{ $$ = mk_comp(@1, $1, NULL, NULL); }
	| comp_name '(' point_arg ')'	{ $$ = mk_comp(@1, $1, $3, NULL); }
	| comp_name '(' point_arg ')' '(' point_arg ')'
		{ $$ = mk_comp(@1, $1, $3, $6); }
	| comp_name '(' member_points ')'
		{ $$ = mk_comp_members(@1, $1, $3); }
	;

/* The points of .group(perf.E1, perf.E2, ...): each of two components or
 * more, so that a lone name stays a point_arg (.group(x) is refused in
 * pass 2). */
member_points:
	  member_point			{ $$ = vec_one($1); }
	| member_points ',' member_point	{ $$ = vec_append($1, $3); }
	;

member_point:
	  comp '.' comps		{ $$ = mk_point(@1, vec_prepend($3, $1), false); }
	;

/* As in SystemTap, a component may be a keyword (kernel.function(...),
 * .return) or a wildcard (syscall.*, sys_*): parsed, so that pass 2 can
 * say what pmprobe has instead of a syntax error. */
comp_name:
	  name_piece
	| comp_name name_piece	{ $$ = name_join($1, @1, $2, @2); }
	;

name_piece:
	  IDENT
	| '*'		{ $$ = xstrdup("*"); }
	| GLOBAL	{ $$ = xstrdup("global"); }
	| FUNCTION	{ $$ = xstrdup("function"); }
	| PROBE		{ $$ = xstrdup("probe"); }
	| ELSE		{ $$ = xstrdup("else"); }
	| WHILE		{ $$ = xstrdup("while"); }
	| FOR		{ $$ = xstrdup("for"); }
	| FOREACH	{ $$ = xstrdup("foreach"); }
	| IN		{ $$ = xstrdup("in"); }
	| LIMIT		{ $$ = xstrdup("limit"); }
	| BREAK		{ $$ = xstrdup("break"); }
	| CONTINUE	{ $$ = xstrdup("continue"); }
	| NEXT		{ $$ = xstrdup("next"); }
	| RETURN	{ $$ = xstrdup("return"); }
	| DELETE	{ $$ = xstrdup("delete"); }
	| TRY		{ $$ = xstrdup("try"); }
	| CATCH		{ $$ = xstrdup("catch"); }
	;

point_arg:
	  literal
	| IDENT			{ $$ = mk_var(@1, $1); }
	| ARGNUM		{ $$ = mk_arg(@1, $1, false); }
	| ARGSTR		{ $$ = mk_arg(@1, $1, true); }
	;

block:
	  '{' stmts '}'		{ $$ = mk_block(@1, $2); }
	| '{' stmts error '}'	{ $$ = mk_block(@1, $2); yyerrok; }
	;

stmts:
	  %empty		{ $$ = vec_new(); }
	| stmts stmt		{ $$ = vec_append($1, $2); }
	;

stmt:
	  block
	| ';'			{ $$ = mk_stmt(N_EMPTY, @1, NULL, NULL, NULL, NULL); }
	| expr %prec LOWEST	{ $$ = mk_stmt(N_EXPR, @1, $1, NULL, NULL, NULL); }
	| expr ';'		{ $$ = mk_stmt(N_EXPR, @1, $1, NULL, NULL, NULL); }
	| IF '(' expr ')' stmt %prec THEN
		{ $$ = mk_stmt(N_IF, @1, $3, $5, NULL, NULL); }
	| IF '(' expr ')' stmt ELSE stmt
		{ $$ = mk_stmt(N_IF, @1, $3, $5, $7, NULL); }
	| WHILE '(' expr ')' stmt
		{ $$ = mk_stmt(N_WHILE, @1, $3, $5, NULL, NULL); }
	| FOR '(' opt_expr ';' opt_expr ';' opt_expr ')' stmt
		{ $$ = mk_stmt(N_FOR, @1, $3, $5, $7, $9); }
	| FOREACH '(' foreach_head ')' stmt
		{ $$ = mk_foreach(@1, $3, $5); }
	| BREAK opt_semi	{ $$ = mk_stmt(N_BREAK, @1, NULL, NULL, NULL, NULL); }
	| CONTINUE opt_semi	{ $$ = mk_stmt(N_CONTINUE, @1, NULL, NULL, NULL, NULL); }
	| NEXT opt_semi		{ $$ = mk_stmt(N_NEXT, @1, NULL, NULL, NULL, NULL); }
	| RETURN %prec LOWEST	{ $$ = mk_stmt(N_RETURN, @1, NULL, NULL, NULL, NULL); }
	| RETURN ';'		{ $$ = mk_stmt(N_RETURN, @1, NULL, NULL, NULL, NULL); }
	| RETURN expr opt_semi	{ $$ = mk_stmt(N_RETURN, @1, $2, NULL, NULL, NULL); }
	| DELETE expr opt_semi	{ $$ = mk_delete(@1, $2); }
	| TRY block CATCH block
		{ $$ = mk_stmt(N_TRY, @1, $2, $4, NULL, NULL); }
	| TRY block CATCH '(' IDENT ')' block
		{ $$ = mk_stmt(N_TRY, @1, $2, $7, mk_var(@5, $5), NULL); }
	| error ';'		{ $$ = mk_stmt(N_EMPTY, @2, NULL, NULL, NULL, NULL); yyerrok; }
	;

opt_expr:
	  %empty		{ $$ = NULL; }
	| expr
	;

foreach_head:
	  fe_keys IN IDENT fe_sort
		{ $$ = mk_foreach_head(NULL, $1, 0, 0, $3, @3, $4, NULL); }
	| fe_keys IN IDENT fe_sort LIMIT expr
		{ $$ = mk_foreach_head(NULL, $1, 0, 0, $3, @3, $4, $6); }
	| IDENT '=' fe_keys IN IDENT fe_sort
		{ $$ = mk_foreach_head(mk_var(@1, $1), $3, 0, 0, $5, @5, $6, NULL); }
	| IDENT '=' fe_keys IN IDENT fe_sort LIMIT expr
		{ $$ = mk_foreach_head(mk_var(@1, $1), $3, 0, 0, $5, @5, $6, $8); }
	;

fe_keys:
	  fe_key		{ $$ = vec_one($1); }
	| '[' fe_keylist ']'	{ $$ = $2; }
	;

fe_keylist:
	  fe_key		{ $$ = vec_one($1); }
	| fe_keylist ',' fe_key	{ $$ = vec_append($1, $3); }
	;

fe_key:
	  IDENT fe_sort		{ $$ = mk_var(@1, $1); $$->op = $2; }
	;

fe_sort:
	  %empty		{ $$ = 0; }
	| '+'			{ $$ = '+'; }
	| '-'			{ $$ = '-'; }
	;

exprs:
	  expr			{ $$ = vec_one($1); }
	| exprs ',' expr	{ $$ = vec_append($1, $3); }
	;

opt_exprs:
	  %empty		{ $$ = vec_new(); }
	| exprs
	;

assign_op:
	  '='		{ $$ = '='; }
	| ADD_ASSIGN	{ $$ = '+'; }
	| SUB_ASSIGN	{ $$ = '-'; }
	| MUL_ASSIGN	{ $$ = '*'; }
	| DIV_ASSIGN	{ $$ = '/'; }
	| MOD_ASSIGN	{ $$ = '%'; }
	| SHL_ASSIGN	{ $$ = OP_SHL; }
	| SHR_ASSIGN	{ $$ = OP_SHR; }
	| AND_ASSIGN	{ $$ = '&'; }
	| OR_ASSIGN	{ $$ = '|'; }
	| XOR_ASSIGN	{ $$ = '^'; }
	| CAT_ASSIGN	{ $$ = OP_CONCAT; }
	;

expr:
	  primary
	| expr assign_op expr %prec '='	{ $$ = mk_assign(@2, $2, $1, $3); }
	| expr AGGADD expr		{ $$ = mk_aggadd(@2, $1, $3); }
	| expr '?' expr ':' expr	{ $$ = mk_ternary(@2, $1, $3, $5); }
	| expr OR expr			{ $$ = mk_binary(@2, OP_OR, $1, $3); }
	| expr AND expr			{ $$ = mk_binary(@2, OP_AND, $1, $3); }
	| expr '|' expr			{ $$ = mk_binary(@2, '|', $1, $3); }
	| expr '^' expr			{ $$ = mk_binary(@2, '^', $1, $3); }
	| expr '&' expr			{ $$ = mk_binary(@2, '&', $1, $3); }
	| expr IN IDENT			{ $$ = mk_in(@2, vec_one($1), $3, @3); }
	| '[' exprs ']' IN IDENT	{ $$ = mk_in(@4, $2, $5, @5); }
	| expr EQ expr			{ $$ = mk_binary(@2, OP_EQ, $1, $3); }
	| expr NE expr			{ $$ = mk_binary(@2, OP_NE, $1, $3); }
	| expr '<' expr			{ $$ = mk_binary(@2, '<', $1, $3); }
	| expr '>' expr			{ $$ = mk_binary(@2, '>', $1, $3); }
	| expr LE expr			{ $$ = mk_binary(@2, OP_LE, $1, $3); }
	| expr GE expr			{ $$ = mk_binary(@2, OP_GE, $1, $3); }
	| expr SHL expr			{ $$ = mk_binary(@2, OP_SHL, $1, $3); }
	| expr SHR expr			{ $$ = mk_binary(@2, OP_SHR, $1, $3); }
	| expr '.' expr			{ $$ = mk_binary(@2, OP_CONCAT, $1, $3); }
	| expr '+' expr			{ $$ = mk_binary(@2, '+', $1, $3); }
	| expr '-' expr			{ $$ = mk_binary(@2, '-', $1, $3); }
	| expr '*' expr			{ $$ = mk_binary(@2, '*', $1, $3); }
	| expr '/' expr			{ $$ = mk_binary(@2, '/', $1, $3); }
	| expr '%' expr			{ $$ = mk_binary(@2, '%', $1, $3); }
	| '-' expr %prec UNARY		{ $$ = mk_unary(@1, '-', $2); }
	| '+' expr %prec UNARY		{ $$ = mk_unary(@1, '+', $2); }
	| '!' expr %prec UNARY		{ $$ = mk_unary(@1, '!', $2); }
	| '~' expr %prec UNARY		{ $$ = mk_unary(@1, '~', $2); }
	| INC expr %prec UNARY		{ $$ = mk_incdec(@1, '+', false, $2); }
	| DEC expr %prec UNARY		{ $$ = mk_incdec(@1, '-', false, $2); }
	| expr INC	{ $$ = mk_incdec(@2, '+', true, $1); }
	| expr DEC	{ $$ = mk_incdec(@2, '-', true, $1); }
	;

primary:
	  NUMBER			{ $$ = node_num(@1, $1.num, $1.text); }
	| string %prec LOWEST		{ $$ = node_str(@1, $1.str, $1.len, $1.text); }
	| ARGNUM			{ $$ = mk_arg(@1, $1, false); }
	| ARGSTR			{ $$ = mk_arg(@1, $1, true); }
	| CTXVAR			{ $$ = mk_ctxvar(@1, $1); }
	| IDENT %prec LOWEST		{ $$ = mk_var(@1, $1); }
	| IDENT '[' exprs ']'		{ $$ = mk_index(@1, $1, $3); }
	| IDENT '(' opt_exprs ')'	{ $$ = mk_call(@1, $1, $3); }
	| AGGOP '(' exprs ')'		{ $$ = mk_agg(@1, $1, $3); }
	| '(' expr ')'			{ $$ = $2; }
	;

%%

bool parse_source(struct source *src, struct program *prog)
{
	struct lex_state st = { .src = src, .line = 1, .col = 1, .prog = prog };
	yyscan_t scanner;
	int before = diag_errors;
	int rc;

	lex_begin(&st, &scanner);
	rc = ppparse(scanner, &st);
	pp_end(&st);
	lex_end(scanner);
	return rc == 0 && diag_errors == before;
}
