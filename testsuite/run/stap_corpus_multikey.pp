# SystemTap corpus: arrays with two and three keys, membership with [k1, k2] in a, delete of one element, foreach over several keys.
# Expected output (SystemTap 5.x): the language reference's "Associative
# arrays" and "foreach" sections: foreach ([a, b] in arr-) visits elements by
# decreasing value, ([a, b] in arr) is 1 or 0, a deleted element is gone and
# reads as 0, limit N stops after N elements.  All values are distinct, so
# the order is fully defined.
global sales, totals, grid

probe begin
{
	sales["north", 2023] = 150
	sales["north", 2024] = 175
	sales["south", 2023] = 90
	sales["south", 2024] = 120
	sales["east", 2024] = 60

	foreach ([region, year] in sales-)
		printf("%-5s %d %3d\n", region, year, sales[region, year])

	if (["south", 2023] in sales)
		println("south 2023 present")
	delete sales["south", 2023]
	if (!(["south", 2023] in sales))
		println("south 2023 deleted")
	printf("it now reads as %d\n", sales["south", 2023])

	foreach ([region, year] in sales)
		totals[region] += sales[region, year]
	foreach (region in totals+)
		printf("%s total %d\n", region, totals[region])

	for (x = 0; x < 2; x++)
		for (y = 0; y < 2; y++)
			for (z = 0; z < 2; z++)
				grid[x, y, z] = x * 4 + y * 2 + z
	foreach ([x, y, z] in grid- limit 3)
		printf("grid[%d,%d,%d] = %d\n", x, y, z, grid[x, y, z])
	exit()
}
