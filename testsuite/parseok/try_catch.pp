# try/catch as in SystemTap: with and without the message variable, nested, on one line and over several.
probe begin {
	try { error("x") } catch (msg) { println(msg) }
	try {
		try { error("y") } catch { println("inner") }
	}
	catch (m) { println(m) }
}
