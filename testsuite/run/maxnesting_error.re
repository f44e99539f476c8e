start
error probe depth=[78]
end
