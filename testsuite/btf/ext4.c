/*
 * ext4.c - the functions of the fake tree's module ext4 (its
 * proc/kallsyms lists ext4_read_folio [ext4]), whose BTF make-vmlinux
 * builds split over vmlinux's, as the kernel's /sys/kernel/btf/MOD is.
 */
struct file { int f_flags; };
struct folio { unsigned long flags; };

int ext4_read_folio(struct file *file, struct folio *folio) { return file->f_flags + (int)folio->flags; }
