/*
 * parse_internal.h - what lexer.l and parser.y share: the scanner's
 * state (position, the file being read) and the builders the grammar's
 * actions call.  Nothing outside pass 1 includes this.
 */
#ifndef PARSE_INTERNAL_H
#define PARSE_INTERNAL_H

#include "internal.h"

typedef void *yyscan_t;

struct lex_state {
	struct source *src;
	int line, col;
	struct loc start;         /* of a multi-line token or comment */
	struct buf embed;         /* %{ ... %} text being collected */
	struct program *prog;
	struct pp_state *pp;      /* the preprocessor (preprocess.c) */
};

/* A string literal: as written, and decoded (LEN bytes). */
struct lit {
	char *text;
	char *str;
	size_t len;
};

void lex_begin(struct lex_state *st, yyscan_t *scanner);
void lex_end(yyscan_t scanner);
/* preprocess.c: whether it reported an error (the grammar's errors that
 * follow are then not reported); what is left of it after the file. */
bool pp_failed(const struct lex_state *st);
void pp_end(struct lex_state *st);

/* Builders used by the grammar's actions (parse_build.c). */
struct node *mk_unary(struct loc loc, int op, struct node *a);
struct node *mk_negative(struct loc loc, struct node *num);
struct node *mk_binary(struct loc loc, int op, struct node *a, struct node *b);
struct node *mk_var(struct loc loc, char *name);
struct node *mk_index(struct loc loc, char *name, struct vec *keys);
struct node *mk_call(struct loc loc, char *name, struct vec *args);
struct node *mk_agg(struct loc loc, char *op, struct vec *args);
struct node *mk_assign(struct loc loc, int op, struct node *l, struct node *r);
struct node *mk_incdec(struct loc loc, int op, bool post, struct node *a);
struct node *mk_in(struct loc loc, struct vec *keys, char *name,
		   struct loc name_loc);
struct node *mk_aggadd(struct loc loc, struct node *l, struct node *r);
struct node *mk_ternary(struct loc loc, struct node *a, struct node *b,
			struct node *c);
struct node *mk_arg(struct loc loc, int64_t n, bool is_str);
struct node *mk_ctxvar(struct loc loc, char *name);
struct node *mk_stmt(enum node_kind kind, struct loc loc, struct node *a,
		     struct node *b, struct node *c, struct node *d);
struct node *mk_block(struct loc loc, struct vec *stmts);
struct node *mk_delete(struct loc loc, struct node *what);
struct node *mk_foreach(struct loc loc, struct foreach *fe, struct node *body);
struct foreach *mk_foreach_head(struct node *value_var, struct vec *keys,
				int key_sort, int key_sort_dir, char *array,
				struct loc array_loc, int sort_dir,
				struct node *limit);
struct lit lit_concat(struct lit a, struct lit b);
struct vec *vec_new(void);
struct vec *vec_one(void *item);
struct vec *vec_append(struct vec *v, void *item);
struct vec *vec_prepend(struct vec *v, void *item);

char *name_join(char *a, struct loc la, char *b, struct loc lb);
struct point_comp *mk_comp(struct loc loc, char *name, struct node *arg,
			  struct node *period);
struct probe_point *mk_point(struct loc loc, struct vec *comps, bool optional);
/* NAME(POINT, POINT, ...): a component whose argument is points (.group). */
struct point_comp *mk_comp_members(struct loc loc, char *name, struct vec *points);
struct probe_point *mk_conditional_point(struct loc loc, struct vec *comps,
					 bool optional, struct loc if_loc);
void add_global(struct program *prog, struct loc loc, char *name,
		struct node *init, struct node *capacity);
void add_function(struct program *prog, struct loc loc, char *name,
		  char *ret_type, struct loc ret_loc, struct vec *params,
		  struct node *body, char *embedded, struct loc emb_loc);
struct param *mk_param(struct loc loc, char *name, char *type,
		       struct loc type_loc);
void add_probe(struct program *prog, struct loc loc, struct vec *points,
	       struct node *body);
void add_alias(struct program *prog, struct loc loc, struct probe_point *name,
	       struct vec *points, struct node *body);
void add_embedded(struct program *prog, struct loc loc, char *code);
void note_doc_comment(struct program *prog, struct function *fn);

#endif
