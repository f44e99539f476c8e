/*
 * group_points.c - pass 2 for counter groups: perf.EVENT(...).group(perf.E1,
 * perf.E2, ...).  The leader is resolved as any perf point (events.c);
 * each member becomes a probe of its own, the counting point
 * perf.Ei.counter with no body, and both leader and members open pinned
 * on each CPU: perf then schedules the set before any other event, never
 * rotates it, and refuses it whole (the runtime turns that into one load
 * error) when the PMU has too few counters.  In the leader's body
 * $counter1, $counter2, ... are the members' handles (sema.c).
 */
#include <string.h>

#include "internal.h"

struct point_comp *group_comp(const struct probe_point *pp)
{
	struct point_comp *c;

	if (!pp->comps.len)
		return NULL;
	c = VEC_AT(pp->comps, pp->comps.len - 1);
	return !strcmp(c->name, "group") && (c->members.len || c->arg) ? c : NULL;
}

struct probe_point *group_leader_point(const struct probe_point *pp)
{
	struct probe_point *l = xcalloc(1, sizeof(*l));

	*l = *pp;
	l->comps = (struct vec){ 0 };
	for (size_t i = 0; i + 1 < pp->comps.len; i++)
		vec_push(&l->comps, VEC_AT(pp->comps, i));
	l->optional = false;
	return l;
}

struct probe_point *group_counting_point(const struct probe_point *member)
{
	struct probe_point *c = xcalloc(1, sizeof(*c));
	struct point_comp *counter = xcalloc(1, sizeof(*counter));

	*c = *member;
	c->comps = (struct vec){ 0 };
	for (size_t i = 0; i < member->comps.len; i++)
		vec_push(&c->comps, VEC_AT(member->comps, i));
	counter->name = xstrdup("counter");
	counter->loc = member->loc;
	vec_push(&c->comps, counter);
	return c;
}

bool group_args_ok(const struct point_comp *group)
{
	if (!group->arg && group->members.len)
		return true;
	error_at(group->loc, ".group takes the member events: .group(perf.cycles, perf.instructions)");
	return false;
}

bool group_member_ok(const struct probe_point *member, const struct event *ev)
{
	struct buf text;

	if (ev->kind == PK_PERF && !ev->process && !ev->tp && ev->type != PERF_TYPE_BREAKPOINT)
		return true;
	buf_init(&text);
	print_point(&text, member);
	error_at(member->loc, "a group member is a perf event counted on each CPU (not a tracepoint, a breakpoint or .process): %s",
		 text.data);
	buf_free(&text);
	return false;
}

void group_add_member(struct program *prog, struct rprobe *leader,
		      struct probe_point *member, const struct event *ev)
{
	struct rprobe *rp = xcalloc(1, sizeof(*rp));
	struct buf text;

	leader->pinned = true;
	buf_init(&text);
	print_point(&text, member);
	rp->probe = leader->probe;
	rp->point = member;
	rp->pp_text = xasprintf("%s.counter (member %zu of %s)", text.data,
				leader->members.len + 1, leader->pp_text);
	buf_free(&text);
	rp->ev = *ev;
	rp->body = node_new(N_BLOCK, member->loc);
	rp->leader = leader;
	rp->pinned = true;
	rp->id = (int)prog->resolved.len;
	vec_push(&prog->resolved, rp);
	vec_push(&leader->members, rp);
}
