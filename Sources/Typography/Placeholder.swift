// Placeholder so the target compiles while Typography is being written; removed by its first real file.
