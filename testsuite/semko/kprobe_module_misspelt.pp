# A function a loaded module lacks: one error with the module's nearest
# function; a module's name with a wildcard is refused (name the module).
# flags: --sysfs-root testsuite/sysfs
# error: no function 'ext4_raed_folio' in module ext4 on the --sysfs-root tree's kernel (proc/kallsyms) (or the module is not loaded); did you mean 'ext4_read_folio'?
# at: 7:31
# error: 'ext*' is not a module's name as the kernel lists it (no wildcard: name the module)
probe module("ext4").function("ext4_raed_folio") { n++ }
probe module("ext*").function("ext4_read_folio") { n++ }
