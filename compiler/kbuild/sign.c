/*
 * sign.c - module signatures: --sign KEY CERT signs a copy of the module
 * pass 4 made (never the cache's) with the target kernel's own
 * scripts/sign-file and the hash its .config names, as the kernel's
 * `make modules_sign` would; --make-key DIR makes a key pair for that
 * (a private key and a DER certificate with the code-signing use the
 * kernel and shim check), to enroll with mokutil or build into a kernel.
 * KEY and CERT pass the trust rule and reach sign-file as descriptors
 * we checked, so a file swapped after the check is never the one read.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kbuild.h"

/* The hash the target kernel checks signatures with ("sha256"): its
 * CONFIG_MODULE_SIG_HASH, unquoted.  A kernel that checks none gets a
 * warning, and sha256. */
static char *signature_hash(const struct kernel_target *t)
{
	char *v = kernel_config(t->build, "CONFIG_MODULE_SIG_HASH");
	size_t n;

	if (!v || !*v) {
		free(v);
		if (!kernel_config_is_y(t->build, "CONFIG_MODULE_SIG"))
			fprintf(stderr, "pmprobe: warning: kernel %s checks no module signatures (it was built without CONFIG_MODULE_SIG): the module is signed with sha256 for the machines that do\n",
				t->release);
		return xstrdup("sha256");
	}
	n = strlen(v);
	if (n >= 2 && v[0] == '"' && v[n - 1] == '"') {
		memmove(v, v + 1, n - 2);
		v[n - 2] = '\0';
	}
	return v;
}

/* PATH opened and checked (KEY or CERT): a descriptor sign-file inherits
 * (no close-on-exec), or -1 after one line. */
static int open_signing_file(const char *what, const char *path)
{
	char *why = NULL;
	int fd = trust_open_file(path, TRUST_SYSTEM, &why), inheritable;

	if (fd < 0) {
		fprintf(stderr, "pmprobe: --sign: not using %s %s: %s\n", what, path,
			why ? why : strerror(errno));
		free(why);
		return -1;
	}
	inheritable = dup(fd);
	close(fd);
	return inheritable;
}

/* The first line of sign-file's LOG that says what went wrong. */
static char *first_log_line(const char *log)
{
	char *text = NULL, *line;
	size_t len;

	if (!read_file(log, &text, &len) || !len) {
		free(text);
		return xstrdup("it printed nothing");
	}
	line = xstrndup(text, strcspn(text, "\n"));
	free(text);
	return line;
}

/* Runs sign-file HASH KEY CERT SRC DEST; false after one line. */
static bool run_sign_file(const struct build_result *out, const struct build_options *opt,
			  const char *src, const char *dest)
{
	char *prog = xasprintf("%s/scripts/sign-file", out->target.build);
	char *why = kcmd_helper_problem("scripts/sign-file", out->target.build);
	char *hash, *key_arg = NULL, *cert_arg = NULL, *log = NULL, *msg;
	int key = -1, cert = -1;
	bool ok = false;

	if (why) {
		fprintf(stderr, "pmprobe: cannot sign with kernel %s's scripts/sign-file: %s\n",
			out->target.release, why);
		free(why);
		free(prog);
		return false;
	}
	hash = signature_hash(&out->target);
	key = open_signing_file("the key", opt->sign_key);
	cert = key < 0 ? -1 : open_signing_file("the certificate", opt->sign_cert);
	if (cert >= 0) {
		char *argv[] = { prog, hash, NULL, NULL, (char *)src, (char *)dest, NULL };

		argv[2] = key_arg = xasprintf("/proc/self/fd/%d", key);
		argv[3] = cert_arg = xasprintf("/proc/self/fd/%d", cert);
		log = xasprintf("%s/sign.log", out->build_dir);
		ok = wait_ok(spawn_logged(NULL, log, prog, argv));
		if (!ok) {
			msg = first_log_line(log);
			fprintf(stderr, "pmprobe: sign-file could not sign %s.ko with %s and %s: %s (log: %s)\n",
				out->module_name, opt->sign_key, opt->sign_cert, msg, log);
			free(msg);
		}
	}
	if (key >= 0)
		close(key);
	if (cert >= 0)
		close(cert);
	free(key_arg);
	free(cert_arg);
	free(log);
	free(hash);
	free(prog);
	return ok;
}

bool sign_module(struct build_result *out, const struct build_options *opt)
{
	char *dir = NULL, *dest;
	bool ok;
	int fd;

	/* -m's NAME.ko is a copy of our own: signed in place.  Otherwise
	 * the module (perhaps the cache's) is signed into the build
	 * directory, which -p4 then keeps. */
	if (opt->module_name) {
		dest = xstrdup(out->ko_path);
	} else {
		dir = xasprintf("%s/signed", out->build_dir);
		if (mkdir(dir, 0700) && errno != EEXIST) {
			fprintf(stderr, "pmprobe: cannot make %s: %s\n", dir, strerror(errno));
			free(dir);
			return false;
		}
		dest = xasprintf("%s/%s.ko", dir, out->module_name);
	}
	ok = run_sign_file(out, opt, out->ko_path, dest);
	fd = ok ? open(dest, O_RDONLY | O_CLOEXEC) : -1;
	if (ok && (fd < 0 || !module_file_is_signed(fd))) {
		fprintf(stderr, "pmprobe: sign-file left %s without a signature\n", dest);
		ok = false;
	}
	if (fd >= 0)
		close(fd);
	if (ok && opt->verbose)
		fprintf(stderr, "Pass 4: signed with %s (kernel %s's scripts/sign-file)\n",
			opt->sign_key, out->target.release);
	if (ok) {
		free(out->ko_path);
		out->ko_path = dest;
	} else {
		free(dest);
	}
	free(dir);
	return ok;
}

/* ------------------------------------------------------------ --make-key */

/* openssl's request: a self-signed certificate for code signing, the
 * uses the kernel's own build key has. */
static const char key_config[] =
	"[ req ]\n"
	"default_bits = 4096\n"
	"distinguished_name = dn\n"
	"prompt = no\n"
	"string_mask = utf8only\n"
	"x509_extensions = exts\n"
	"[ dn ]\n"
	"O = pmprobe\n"
	"CN = pmprobe module signing key\n"
	"[ exts ]\n"
	"basicConstraints = critical,CA:FALSE\n"
	"keyUsage = digitalSignature\n"
	"extendedKeyUsage = codeSigning\n"
	"subjectKeyIdentifier = hash\n"
	"authorityKeyIdentifier = keyid\n";

#define KEY_FILE "signing_key.pem"
#define CERT_FILE "signing_key.x509"

/* Runs openssl in TMP (a private directory): KEY_FILE and CERT_FILE. */
static bool run_openssl(const char *tmp)
{
	char openssl[4096], *why = NULL, *conf_arg, *log;
	int conf;
	bool ok;

	if (trust_find_program("openssl", openssl, sizeof(openssl), &why) != 0) {
		fprintf(stderr, "pmprobe: --make-key needs openssl: %s\n",
			why ? why : "not found (apt-get install openssl)");
		free(why);
		return false;
	}
	conf = memfd_create("pmprobe-key-config", 0);
	if (conf < 0 || !write_all(conf, key_config, sizeof(key_config) - 1)) {
		fprintf(stderr, "pmprobe: cannot write openssl's request: %s\n", strerror(errno));
		if (conf >= 0)
			close(conf);
		return false;
	}
	conf_arg = xasprintf("/proc/self/fd/%d", conf);
	log = xasprintf("%s/openssl.log", tmp);
	{
		char *argv[] = { openssl, "req", "-new", "-nodes", "-utf8", "-sha256", "-days", "36500",
				 "-batch", "-x509", "-config", conf_arg, "-outform", "DER",
				 "-out", CERT_FILE, "-keyout", KEY_FILE, NULL };

		mode_t old = umask(077);

		ok = wait_ok(spawn_logged(tmp, log, openssl, argv));
		umask(old);
	}
	if (!ok) {
		char *line = first_log_line(log);

		fprintf(stderr, "pmprobe: openssl could not make the key pair: %s\n", line);
		free(line);
	}
	close(conf);
	free(conf_arg);
	free(log);
	return ok;
}

/* TMP/NAME linked into DIRFD as NAME with MODE; never over a file. */
static bool put_in_place(const char *tmp, int dirfd, const char *dir, const char *name, mode_t mode)
{
	char *from = xasprintf("%s/%s", tmp, name);
	bool ok = chmod(from, mode) == 0 && linkat(AT_FDCWD, from, dirfd, name, 0) == 0;

	if (!ok)
		fprintf(stderr, "pmprobe: cannot make %s/%s: %s\n", dir, name,
			errno == EEXIST ? "it exists (pmprobe does not overwrite a key)" : strerror(errno));
	free(from);
	return ok;
}

int make_signing_key(const char *dir)
{
	char *why = NULL, *tmp;
	int dirfd = trust_open_dir(dir, TRUST_SYSTEM, true, &why);
	bool ok;

	if (dirfd < 0) {
		fprintf(stderr, "pmprobe: --make-key: not writing a key into %s\n", why ? why : dir);
		free(why);
		return 1;
	}
	if (!faccessat(dirfd, KEY_FILE, F_OK, AT_SYMLINK_NOFOLLOW) ||
	    !faccessat(dirfd, CERT_FILE, F_OK, AT_SYMLINK_NOFOLLOW)) {
		fprintf(stderr, "pmprobe: --make-key: %s already holds %s or %s: pmprobe does not overwrite a key\n",
			dir, KEY_FILE, CERT_FILE);
		close(dirfd);
		return 1;
	}
	tmp = xasprintf("%s/.pmprobe-key.XXXXXX", dir);
	if (!mkdtemp(tmp)) {
		fprintf(stderr, "pmprobe: cannot make a directory in %s: %s\n", dir, strerror(errno));
		free(tmp);
		close(dirfd);
		return 1;
	}
	ok = run_openssl(tmp) && put_in_place(tmp, dirfd, dir, KEY_FILE, 0600);
	if (ok && !put_in_place(tmp, dirfd, dir, CERT_FILE, 0644)) {
		unlinkat(dirfd, KEY_FILE, 0);   /* no key without its certificate */
		ok = false;
	}
	remove_tree(tmp);
	free(tmp);
	close(dirfd);
	if (!ok)
		return 1;
	printf("%s/%s: the private key (keep it secret)\n%s/%s: its certificate (DER)\n",
	       dir, KEY_FILE, dir, CERT_FILE);
	printf("sign a module with: pmprobe --sign %s/%s %s/%s ...\n", dir, KEY_FILE, dir, CERT_FILE);
	printf("have a Secure Boot machine trust it: mokutil --import %s/%s, reboot, confirm the enrollment\n",
	       dir, CERT_FILE);
	return 0;
}
