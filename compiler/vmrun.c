/*
 * vmrun.c - pass 5 under --vm: runs "pmprobe --run MODULE.ko" inside a
 * throw-away QEMU guest booted from the target kernel's image (vm.c), with
 * the module, the -c workload files (--vm-file) and the loader options.
 * The guest's stdout and stderr come back separately; the exit status is
 * the guest run's.  A kernel problem in the guest's log fails the run.
 * The image: /boot/vmlinuz-RELEASE, or with -r DIR (a kernel build
 * directory) DIR's own bzImage, which must be of DIR's release.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pmprobe.h"
#include "vm.h"

static const char *base_name(const char *p)
{
	const char *s = strrchr(p, '/');

	return s ? s + 1 : p;
}

static void add_vm_files(struct vec *files, const struct script_options *opt)
{
	struct vm_file *f;
	size_t i;

	for (i = 0; i < opt->vm_files.len; i++) {
		char *spec = xstrdup(VEC_AT(opt->vm_files, i)), *colon = strchr(spec, ':');

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

/* The image of a kernel build directory (x86; an arm64 build has
 * arch/arm64/boot/Image, and no x86 boot header to read its release from). */
#define BUILD_DIR_IMAGE "arch/x86/boot/bzImage"

/* -r names a build directory when it has a '/' (as in kbuild.c). */
static bool is_build_dir(const char *r)
{
	return r && strchr(r, '/');
}

/* The release a bzImage says it is: the first word of the version string
 * its x86 boot header points to (Documentation/x86/boot.rst: "HdrS" at
 * 0x202, kernel_version at 0x20e, an offset from 0x200); NULL if none. */
static char *bzimage_release(const char *image)
{
	unsigned char hdr[0x210];
	char ver[128];
	unsigned int off;
	ssize_t n;
	int fd = open(image, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return NULL;
	n = pread(fd, hdr, sizeof(hdr), 0);
	if (n != (ssize_t)sizeof(hdr) || memcmp(hdr + 0x202, "HdrS", 4) ||
	    (hdr[0x206] | hdr[0x207] << 8) < 0x0200) {
		close(fd);
		return NULL;
	}
	off = 0x200 + (hdr[0x20e] | hdr[0x20f] << 8);
	n = pread(fd, ver, sizeof(ver) - 1, off);
	close(fd);
	if (n <= 0)
		return NULL;
	ver[n] = '\0';
	ver[strcspn(ver, " ")] = '\0';
	return ver[0] ? xstrdup(ver) : NULL;
}

/* DIR/include/config/kernel.release, trimmed; NULL if unreadable. */
static char *build_dir_release(const char *dir)
{
	char *path = xasprintf("%s/include/config/kernel.release", dir), *text;
	size_t len;

	if (!read_file(path, &text, &len)) {
		free(path);
		return NULL;
	}
	free(path);
	text[strcspn(text, "\n")] = '\0';
	return text;
}

/* The image to boot for -r DIR: DIR's bzImage, checked to be the kernel
 * DIR is configured as (and, under --run, the kernel MODULE_RELEASE the
 * module was built for); NULL after saying why not. */
static char *build_dir_image(const char *dir, const char *module_release)
{
	char *image = xasprintf("%s/" BUILD_DIR_IMAGE, dir), *rel, *img_rel = NULL;
	struct stat st;
	bool ok = false;

	rel = build_dir_release(dir);
	if (!rel) {
		fprintf(stderr, "pmprobe: -r %s: not a configured kernel build directory (no include/config/kernel.release)\n",
			dir);
		goto out;
	}
	if (stat(image, &st) || !S_ISREG(st.st_mode)) {
		fprintf(stderr, "pmprobe: -r %s: --vm boots the directory's own image, and %s is missing (make bzImage there)\n",
			dir, image);
		goto out;
	}
	img_rel = bzimage_release(image);
	if (!img_rel)
		fprintf(stderr, "pmprobe: -r %s: %s is not an x86 bzImage (no kernel version in its boot header)\n",
			dir, image);
	else if (strcmp(img_rel, rel))
		fprintf(stderr, "pmprobe: -r %s: %s is kernel %s, but the directory is configured for %s (include/config/kernel.release): rebuild it with make bzImage\n",
			dir, image, img_rel, rel);
	else if (module_release && strcmp(module_release, rel))
		fprintf(stderr, "pmprobe: the module was built for kernel %s, but -r %s boots %s: rebuild it with -r %s\n",
			module_release, dir, rel, dir);
	else
		ok = true;
out:
	free(img_rel);
	free(rel);
	if (!ok) {
		free(image);
		return NULL;
	}
	return image;
}

/* The image to boot for RELEASE: -r DIR's own, else /boot/vmlinuz-RELEASE;
 * NULL after saying why there is none. */
static char *kernel_image(const char *release, const struct script_options *opt)
{
	struct stat st;
	char *image;

	if (is_build_dir(opt->release))
		return build_dir_image(opt->release, release);
	image = xasprintf("/boot/vmlinuz-%s", release);
	if (stat(image, &st)) {
		fprintf(stderr, "pmprobe: --vm needs the kernel image %s (install linux-image-%s)\n",
			image, release);
		return NULL;
	}
	return image;
}

/* Boots the guest for RELEASE and runs ARGV with FILES; the exit status. */
static int boot_and_run(const char *release, struct vec *files, struct vec *argv,
			const struct script_options *opt)
{
	struct vm_request req = { 0 };
	struct vm_result res;
	struct vm_file *arr;
	char *image = kernel_image(release, opt);
	size_t i;
	int rc;

	if (!image)
		return 1;
	arr = xcalloc(files->len + 1, sizeof(*arr));
	for (i = 0; i < files->len; i++)
		arr[i] = *(struct vm_file *)VEC_AT(*files, i);
	vec_push(argv, NULL);
	req.kernel_image = image;
	req.cpus = opt->vm_cpus;
	req.mem_mb = opt->vm_mem;
	req.icount = opt->vm_icount;
	req.files = arr;
	req.nfiles = files->len;
	req.argv = (char *const *)argv->items;
	req.stall_s = opt->vm_stall;
	req.timeout_s = opt->vm_timeout ? opt->vm_timeout :
			opt->time_limit ? opt->time_limit + 180 : 600;
	req.console_log = opt->vm_keep_log;
	req.keep_console_log = opt->vm_keep_log != NULL;
	fflush(stdout);
	if (vm_run(&req, &res))
		return 1;
	fflush(stdout);
	rc = res.status;
	if (res.kernel_problem[0]) {
		fprintf(stderr, "pmprobe: the guest kernel reported a problem: %s (console log kept at %s)\n",
			res.kernel_problem, res.console_log);
		rc = 1;
	}
	return rc;
}

/* --vm-script FILE: runs /bin/sh FILE in the guest (the test suite's
 * batches), with the --vm-file files; -r RELEASE or -r DIR picks the kernel. */
int run_script_in_vm(const char *script, const struct script_options *opt)
{
	struct vec files = { 0 }, argv = { 0 };
	struct vm_file *f = xcalloc(1, sizeof(*f));
	char *release;

	if (!opt->release) {
		fprintf(stderr, "pmprobe: --vm-script needs -r RELEASE or -r DIR\n");
		return 2;
	}
	release = is_build_dir(opt->release) ? NULL : xstrdup(opt->release);
	f->host_path = script;
	f->guest_path = "/pmp/script.sh";
	vec_push(&files, f);
	add_vm_files(&files, opt);
	vec_push(&argv, "/bin/sh");
	vec_push(&argv, "/pmp/script.sh");
	return boot_and_run(release, &files, &argv, opt);
}

int run_in_vm(const char *ko, const struct script_options *opt,
	      const struct build_result *build)
{
	struct vec argv = { 0 }, files = { 0 };
	struct module_info mi;
	struct vm_file *f;
	char *release, *guest_ko;

	if (!module_info_read(ko, &mi))
		return 1;
	release = build && build->kernel_release ? xstrdup(build->kernel_release) :
		  module_release(&mi);
	guest_ko = xasprintf("/pmp/%s", base_name(ko));
	f = xcalloc(1, sizeof(*f));
	f->host_path = ko;
	f->guest_path = guest_ko;
	vec_push(&files, f);
	add_vm_files(&files, opt);

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
	if (opt->output && !freopen(opt->output, "w", stdout)) {
		fprintf(stderr, "pmprobe: cannot write %s: %s\n", opt->output, strerror(errno));
		return 1;
	}
	return boot_and_run(release, &files, &argv, opt);
}

/* --scan-kernel-log FILE: prints the first kernel problem; status 1 if any. */
int scan_kernel_log_file(const char *path)
{
	char *text, line[512];
	size_t len;

	if (!read_file(path, &text, &len)) {
		fprintf(stderr, "pmprobe: cannot read %s\n", path);
		return 2;
	}
	if (vm_scan_kernel_log(text, line, sizeof(line))) {
		printf("%s\n", line);
		free(text);
		return 1;
	}
	free(text);
	return 0;
}
