# lit configuration for hlokit's FileCheck tests.
import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "hlokit"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.hlokit_obj_root, "test")

config.substitutions.append(("%hlokit_src_root", config.hlokit_src_root))

# hlokit-run --mpi tests need MPI; they run as root too (CI containers).
if config.hlokit_have_mpi.upper() in ("ON", "1", "TRUE", "YES"):
    config.available_features.add("mpi")
    config.substitutions.append(
        ("%mpirun", config.mpiexec + " --oversubscribe"))
    for name in ("OMPI_ALLOW_RUN_AS_ROOT", "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"):
        config.environment[name] = "1"

# hlokit-run and hlokit-opt link the static MLIR/LLVM archives.
if config.hlokit_tools_link_static.upper() in ("ON", "1", "TRUE", "YES"):
    config.available_features.add("static-tools")

# The sanitize preset (ASan + UBSan): the bytecode reader's child process
# has no address-space bound there. A report must fail its test even where
# the tool runs under `not`, which counts only a signal as a crash, so every
# report aborts (Sanitizers/reports_fail.test checks this).
if config.hlokit_sanitizers.upper() in ("ON", "1", "TRUE", "YES"):
    config.available_features.add("asan")
    for name in ("ASAN_OPTIONS", "UBSAN_OPTIONS"):
        options = config.environment.get(name, "")
        config.environment[name] = options + ":abort_on_error=1"
    config.environment["LSAN_OPTIONS"] = "suppressions=" + os.path.join(
        config.hlokit_src_root, "test", "lsan-suppressions.txt")
    # Open MPI leaks in the plugins MPI_Finalize unloads, whose frames have
    # no module name a suppression could match: no leak check in MPI ranks.
    if "mpi" in config.available_features:
        no_leaks = config.environment["ASAN_OPTIONS"] + ":detect_leaks=0"
        config.substitutions = [
            (key, "env ASAN_OPTIONS=%s %s" % (no_leaks, value)
             if key == "%mpirun" else value)
            for key, value in config.substitutions]

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

tools = ["hlokit-opt", "hlokit-run", "hlokit-translate", "hlokit-c-example",
         "hlokit-sanitizer-canary"]
llvm_config.add_tool_substitutions(
    [ToolSubst(t, unresolved="ignore") for t in tools],
    [config.hlokit_tools_dir])
