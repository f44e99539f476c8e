exit at 5
end n=[56] after=[01]
