// Intentionally empty: the submodules of module.modulemap declare nothing of their own. Their names are what
// `import os.log` needs; the API is the Swift module WidgetRenderOS.
