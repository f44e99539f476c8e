#include "pmprobe.h"
int translate_and_build(struct program *prog, const struct script_options *opt, struct build_result *out)
{ (void)prog; (void)opt; (void)out; fprintf(stderr, "pmprobe: pass 3 not implemented yet\n"); return 1; }
int run_pass5(const char *ko, const struct script_options *opt, const struct build_result *build)
{ (void)ko; (void)opt; (void)build; fprintf(stderr, "pmprobe: pass 5 not implemented yet\n"); return 1; }
bool generate_c(const struct program *prog, const struct script_options *opt, const char *path)
{ (void)prog; (void)opt; (void)path; return false; }
