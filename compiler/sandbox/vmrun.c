/*
 * vmrun.c - pass 5 under --vm: runs "pmprobe --run MODULE.ko" inside a
 * throw-away QEMU guest booted from the target kernel's image (vm.c), with
 * the module, the -c workload files (--vm-file) and the loader options.
 * The guest's stdout and stderr come back separately; the exit status is
 * the guest run's.  A kernel problem in the guest's log fails the run.
 * The image: /boot/vmlinuz-RELEASE (or, for an arm64 twin, the one in
 * /lib/modules/RELEASE/), or with -r DIR (a kernel build directory) DIR's
 * own, which must be of DIR's release.  Also the dump of a kernel's
 * tracepoint formats, for translating for it.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "loader.h"
#include "guest_dump.h"
#include "sandbox.h"

static const char *base_name(const char *p)
{
	const char *s = strrchr(p, '/');

	return s ? s + 1 : p;
}

static void add_vm_files(struct vec *files, const struct vm_options *vm)
{
	struct vm_file *f;
	size_t i;

	for (i = 0; i < vm->files.len; i++) {
		char *spec = xstrdup(VEC_AT(vm->files, i)), *colon = strchr(spec, ':');

		f = xcalloc(1, sizeof(*f));
		if (colon) {
			*colon = '\0';
			f->guest_path = colon + 1;
		} else {
			f->guest_path = xasprintf("/pmp/%s", base_name(spec));
		}
		f->host_path = spec;
		vec_push(files, f);
	}
}

/* The image of kernel RELEASE: /boot/vmlinuz-RELEASE, else the one
 * scripts/install-arm64 puts in /lib/modules/RELEASE/ for a kernel of
 * another architecture (not in /boot, where a boot loader would offer it). */
static char *release_image(const char *release)
{
	char *boot = xasprintf("/boot/vmlinuz-%s", release), *other;
	struct stat st;

	if (stat(boot, &st) == 0)
		return boot;
	other = xasprintf("/lib/modules/%s/vmlinuz", release);
	if (stat(other, &st) == 0) {
		free(boot);
		return other;
	}
	free(other);
	fprintf(stderr, "pmprobe: --vm needs the kernel image %s (install linux-image-%s)\n",
		boot, release);
	free(boot);
	return NULL;
}

/* The release an image says it is: for an x86 bzImage, the first word
 * of the version string its boot header points to
 * (Documentation/x86/boot.rst: "HdrS" at 0x202, kernel_version at 0x20e,
 * an offset from 0x200); NULL if none.  (An arm64 Image has no such
 * field: its "Linux version RELEASE " banner is looked for instead.) */
static char *bzimage_release(int fd)
{
	unsigned char hdr[0x210];
	char ver[128];
	unsigned int off;
	ssize_t n = pread(fd, hdr, sizeof(hdr), 0);

	if (n != (ssize_t)sizeof(hdr) || memcmp(hdr + 0x202, "HdrS", 4) ||
	    (hdr[0x206] | hdr[0x207] << 8) < 0x0200)
		return NULL;
	off = 0x200 + (hdr[0x20e] | hdr[0x20f] << 8);
	n = pread(fd, ver, sizeof(ver) - 1, off);
	if (n <= 0)
		return NULL;
	ver[n] = '\0';
	ver[strcspn(ver, " ")] = '\0';
	return ver[0] ? xstrdup(ver) : NULL;
}

/* Does the uncompressed image in FD carry the banner of release REL? */
static bool image_has_banner(int fd, const char *rel)
{
	char *text = NULL, *want = xasprintf("Linux version %s ", rel);
	size_t len = 0;
	bool found = read_fd(fd, &text, &len) && memmem(text, len, want, strlen(want));

	free(text);
	free(want);
	return found;
}

/* IMAGE opened to be read: a regular file (a directory or a FIFO at
 * that path would fail the read or block it forever); -1 after saying
 * why not, or with errno ENOENT when there is none. */
static int open_image(const char *dir, const char *image)
{
	struct stat st;
	int fd = open(image, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);

	if (fd < 0 && errno == ENOENT)
		return -1;
	if (fd < 0 || fstat(fd, &st) || !S_ISREG(st.st_mode)) {
		fprintf(stderr, "pmprobe: -r %s: %s is not a kernel image (%s)\n", dir, image,
			fd < 0 ? strerror(errno) : "not a regular file");
		if (fd >= 0)
			close(fd);
		errno = EINVAL;
		return -1;
	}
	return fd;
}

/* The image of build directory DIR: arch/x86/boot/bzImage or
 * arch/arm64/boot/Image, checked to be the kernel DIR is configured as
 * (and, under --run, the kernel MODULE_RELEASE the module was built for);
 * NULL after saying why not. */
static char *build_dir_image(const char *dir, const char *module_release)
{
	static const char *const images[] = { "arch/x86/boot/bzImage", "arch/arm64/boot/Image" };
	char *why, *rel = kernel_dir_release(dir, &why), *image = NULL, *img_rel = NULL;
	bool ok = false, said = false;
	size_t i;
	int fd = -1;

	if (!rel) {
		fprintf(stderr, "pmprobe: -r %s: not a configured kernel build directory: %s\n",
			dir, why);
		free(why);
		return NULL;
	}
	for (i = 0; i < sizeof(images) / sizeof(images[0]) && fd < 0; i++) {
		free(image);
		image = xasprintf("%s/%s", dir, images[i]);
		fd = open_image(dir, image);
		if (fd < 0 && errno != ENOENT) {
			said = true;
			break;
		}
	}
	if (said)
		;
	else if (fd < 0)
		fprintf(stderr, "pmprobe: -r %s: --vm boots the directory's own image, and there is none (make bzImage, or Image for arm64, there)\n",
			dir);
	else if (i == 1 && !(img_rel = bzimage_release(fd)))
		fprintf(stderr, "pmprobe: -r %s: %s is not an x86 bzImage (no kernel version in its boot header)\n",
			dir, image);
	else if (i == 1 && strcmp(img_rel, rel))
		fprintf(stderr, "pmprobe: -r %s: %s is kernel %s, but the directory is configured for %s (include/config/kernel.release): rebuild it with make bzImage\n",
			dir, image, img_rel, rel);
	else if (i == 2 && !image_has_banner(fd, rel))
		fprintf(stderr, "pmprobe: -r %s: %s is not kernel %s, which the directory is configured for: rebuild it with make Image\n",
			dir, image, rel);
	else if (module_release && strcmp(module_release, rel))
		fprintf(stderr, "pmprobe: the module was built for kernel %s, but -r %s boots %s: rebuild it with -r %s\n",
			module_release, dir, rel, dir);
	else
		ok = true;
	if (fd >= 0)
		close(fd);
	free(img_rel);
	free(rel);
	if (!ok) {
		free(image);
		return NULL;
	}
	return image;
}

/* The image to boot for RELEASE: -r DIR's own, else the release's;
 * NULL after saying why there is none. */
static char *kernel_image(const char *release, const struct vm_options *vm)
{
	if (vm->kernel_dir)
		return build_dir_image(vm->kernel_dir, release);
	return release_image(release);
}

/* The guest's loader frames the result files RESULTS wants on the
 * machine's status port (result_file.h), and the host writes them. */
static void ask_for_results(struct vec *argv, const char *image,
			    const struct result_files *results)
{
	const struct vm_machine *m = vm_machine_of_image(image);
	bool any = false;

	for (int i = 0; i < RESULT_N; i++) {
		if (!result_file_wanted(results, i))
			continue;
		vec_push(argv, xasprintf("--%s", result_role_option(i)));
		vec_push(argv, "-");
		any = true;
	}
	if (any && m) {
		vec_push(argv, "--vm-result-port");
		vec_push(argv, xasprintf("/dev/%s", m->ttys[2]));
	}
}

/* Boots the guest for RELEASE and runs ARGV with FILES; the exit status.
 * RESULTS: the result files the run writes, or NULL. */
static int boot_and_run(const char *release, struct vec *files, struct vec *argv,
			const struct vm_options *vm, double time_limit,
			const struct result_files *results)
{
	struct vm_request req = { 0 };
	struct vm_result res;
	struct vm_file *arr;
	char *image = kernel_image(release, vm);
	size_t i;
	int rc;

	if (!image)
		return 1;
	if (results) {
		ask_for_results(argv, image, results);
		req.result_paths = results->path;
	}
	arr = xcalloc(files->len + 1, sizeof(*arr));
	for (i = 0; i < files->len; i++)
		arr[i] = *(struct vm_file *)VEC_AT(*files, i);
	vec_push(argv, NULL);
	req.kernel_image = image;
	req.cpus = vm->cpus;
	req.mem_mb = vm->mem_mb;
	req.icount = vm->icount;
	req.files = arr;
	req.nfiles = files->len;
	req.argv = (char *const *)argv->items;
	req.stall_s = vm->stall;
	req.timeout_s = vm->timeout ? vm->timeout : time_limit ? time_limit + 180 : 600;
	req.console_log = vm->keep_log;
	req.keep_console_log = vm->keep_log != NULL;
	fflush(stdout);
	if (vm_run(&req, &res))
		return 1;
	fflush(stdout);
	rc = res.status;
	if (res.results_failed && !rc)
		rc = 1;		/* said as it happened */
	if (res.kernel_problem[0]) {
		fprintf(stderr, "pmprobe: the guest kernel reported a problem: %s (console log kept at %s)\n",
			res.kernel_problem, res.console_log);
		rc = 1;
	}
	return rc;
}

/* --vm-script FILE: runs /bin/sh FILE in the guest (the test suite's
 * batches), with the --vm-file files; -r RELEASE or -r DIR picks the
 * kernel. */
int run_script_in_vm(const char *script, const char *release, const struct vm_options *vm)
{
	struct vec files = { 0 }, argv = { 0 };
	struct vm_file *f = xcalloc(1, sizeof(*f));

	if (!release && !vm->kernel_dir) {
		fprintf(stderr, "pmprobe: --vm-script needs -r RELEASE or -r DIR\n");
		return 2;
	}
	f->host_path = script;
	f->guest_path = "/pmp/script.sh";
	vec_push(&files, f);
	add_vm_files(&files, vm);
	vec_push(&argv, "/bin/sh");
	vec_push(&argv, "/pmp/script.sh");
	return boot_and_run(release, &files, &argv, vm, 0, NULL);
}

int list_in_vm(const char *pattern, bool long_form, bool detail, const char *tapset_dir,
	       const char *release, const struct vm_options *vm)
{
	struct vec files = { 0 }, argv = { 0 };
	struct dirent *de;
	DIR *d = opendir(tapset_dir);

	if (!d) {
		fprintf(stderr, "pmprobe: cannot read the tapset directory %s\n", tapset_dir);
		return 1;
	}
	/* The guest's pmprobe finds them under its compiled-in prefix. */
	while ((de = readdir(d))) {
		size_t n = strlen(de->d_name);
		struct vm_file *f;

		if (n < 4 || strcmp(de->d_name + n - 3, ".pp"))
			continue;
		f = xcalloc(1, sizeof(*f));
		f->host_path = xasprintf("%s/%s", tapset_dir, de->d_name);
		f->guest_path = xasprintf("%s/tapset/%s", PMP_DATADIR, de->d_name);
		vec_push(&files, f);
	}
	closedir(d);
	vec_push(&argv, "/bin/pmprobe");
	vec_push(&argv, "--vm-guest");   /* the listing names the guest */
	if (detail)
		vec_push(&argv, "-v");
	vec_push(&argv, long_form ? "-L" : "-l");
	vec_push(&argv, (char *)pattern);
	return boot_and_run(release, &files, &argv, vm, 0, NULL);
}

int run_in_vm(const char *ko, const char *release, const struct run_options *opt,
	      const struct vm_options *vm)
{
	struct vec argv = { 0 }, files = { 0 };
	struct vm_file *f;
	char *guest_ko, *why;
	int fd;

	if (!result_files_check(&opt->results))
		return 1;
	guest_ko = xasprintf("/pmp/%s", base_name(ko));
	f = xcalloc(1, sizeof(*f));
	f->host_path = ko;
	f->guest_path = guest_ko;
	vec_push(&files, f);
	add_vm_files(&files, vm);

	vec_push(&argv, "/bin/pmprobe");
	vec_push(&argv, "--run");
	vec_push(&argv, guest_ko);
	if (opt->time_limit) {
		vec_push(&argv, "-T");
		vec_push(&argv, xasprintf("%.0f", opt->time_limit));
	}
	if (opt->command) {
		vec_push(&argv, "-c");
		vec_push(&argv, (char *)opt->command);
	}
	if (opt->buffer_kb) {
		vec_push(&argv, "-s");
		vec_push(&argv, xasprintf("%ldK", opt->buffer_kb));
	}
	if (opt->flight_recorder)
		vec_push(&argv, "-F");
	if (opt->timing)
		vec_push(&argv, "-t");
	if (opt->json) {
		vec_push(&argv, "-f");
		vec_push(&argv, "json");
	}
	if (opt->check)
		vec_push(&argv, "--check");
	if (opt->output) {
		/* The rule for files pmprobe writes (trust.c), then stdout. */
		fd = open_output(opt->output, &why);
		if (fd < 0) {
			fprintf(stderr, "pmprobe: cannot write %s: %s\n", opt->output, why);
			return 1;
		}
		fflush(stdout);
		dup2(fd, STDOUT_FILENO);
		close(fd);
	}
	return boot_and_run(release, &files, &argv, vm, opt->time_limit, &opt->results);
}

char *target_dump_in_vm(const char *release, const struct vm_options *vm, size_t *len_out)
{
	struct vec files = { 0 }, argv = { 0 };
	struct vm_options v = *vm;
	FILE *tmp = tmpfile();
	char *text = NULL;
	size_t len = 0;
	int saved, rc;

	if (!tmp) {
		fprintf(stderr, "pmprobe: cannot make a temporary file for the tracepoint formats\n");
		return NULL;
	}
	v.icount = false;
	vec_push(&argv, "/bin/sh");
	vec_push(&argv, "-c");
	vec_push(&argv, DUMP_SCRIPT);
	vec_push(&argv, "");      /* $0: sys/ is at / */
	/* the guest's stdout goes to ours: to TMP for the while */
	fflush(stdout);
	saved = dup(STDOUT_FILENO);
	if (saved < 0 || dup2(fileno(tmp), STDOUT_FILENO) < 0) {
		fprintf(stderr, "pmprobe: cannot capture the guest's output: %s\n", strerror(errno));
		fclose(tmp);
		return NULL;
	}
	rc = boot_and_run(release, &files, &argv, &v, 0, NULL);
	fflush(stdout);
	dup2(saved, STDOUT_FILENO);
	close(saved);
	if (rc == 0 && lseek(fileno(tmp), 0, SEEK_SET) == 0 && read_fd(fileno(tmp), &text, &len) &&
	    !dump_part_ok(text, false)) {
		free(text);
		text = NULL;
	}
	*len_out = len;
	if (!text)
		fprintf(stderr, "pmprobe: a guest of kernel %s did not list its tracepoint formats and PMUs (status %d)\n",
			release, rc);
	fclose(tmp);
	free(files.items);
	free(argv.items);
	return text;
}
