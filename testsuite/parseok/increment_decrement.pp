# Prefix and postfix ++ and -- on variables and array elements, inside expressions (';' ends a statement before a line starting with ++ or --).
global arr
probe begin {
	i = 0;
	i++;
	i--;
	++i;
	--i;
	j = i++ + ++i;
	j = i-- - --i;
	arr[i]++;
	++arr[i, 1];
	arr["k"]--;
	--arr["k"];
	j = -i++;
	j = - --i;
	j = !i--
}
