cpu0 +IPC (0\.9[0-9][0-9]|1\.0[0-9][0-9])  back-end stalls 0\.000 of cycles
*cpu0 +IPC (0\.9[0-9][0-9]|1\.0[0-9][0-9])  back-end stalls 0\.000 of cycles
