# Script names that are C keywords or kernel names (int, struct, printk, current, ...) are ordinary identifiers: the generated C never uses them bare.
# expect-p2: int:long
# expect-p2: struct[string]:long
# expect-p2: printk:long(current:long)
global int, struct
function printk(current) { return current + 1 }
function kmalloc:string(struct) { return struct . "x" }
probe begin {
	current = 5; printk = 1; long = 2; string = "s"; unsigned = 3; static = 4; char = 6
	int = printk(current) + printk + long + unsigned + static + char
	struct[kmalloc(string)] = int
	jiffies = 1; memcpy = 2; NULL = 3; sizeof = 4; typeof = 5; inline = 6; asm = 7; goto = 8
	println(int, jiffies + memcpy + NULL + sizeof + typeof + inline + asm + goto)
}
