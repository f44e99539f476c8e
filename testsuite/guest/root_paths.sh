# root_paths.sh - the loader, as root in the guest, against what the user
# nobody can plant (docs/SECURITY.md): a module that nobody owns or that
# its group may write is not loaded; -o does not follow nobody's symlink
# nor write nobody's file; the genuine module with -o /proc/self/fd/1 (a
# symlink of root's, as /dev/stdout is where it exists) and with a new -o
# file runs.
# guest-seconds: 14
left() { grep -c "^s_root_paths" /proc/modules; }
try() { # NAME ARGS...: runs the loader, prints what the checks need
	name=$1; shift
	/bin/pmprobe "$@" > /tmp/o 2> /tmp/e
	echo "$name: status $?, stdout lines $(wc -l < /tmp/o), loaded $(left)"
	sed 's/^/    /' /tmp/e
}
echo precious > /tmp/victim
cp ${MOD}hello.ko /tmp/theirs.ko
chown 65534 /tmp/theirs.ko
try "module of nobody's" --run /tmp/theirs.ko
cp ${MOD}hello.ko /tmp/gw.ko
chmod 0664 /tmp/gw.ko
try "group-writable module" --run /tmp/gw.ko
/pmp/w/asuser 65534 /bin/busybox ln -s /tmp/victim /tmp/planted
try "-o nobody's symlink" -o /tmp/planted --run ${MOD}hello.ko
/pmp/w/asuser 65534 /bin/busybox sh -c 'echo theirs > /tmp/theirs.txt'
try "-o nobody's file" -o /tmp/theirs.txt --run ${MOD}hello.ko
echo "victim: $(cat /tmp/victim), theirs.txt: $(cat /tmp/theirs.txt)"
try "-o /proc/self/fd/1" -o /proc/self/fd/1 --run ${MOD}hello.ko
cat /tmp/o
try "-o a new file" -o /tmp/new.txt --run ${MOD}hello.ko
echo "new.txt: $(cat /tmp/new.txt)"
