//===- HlokitModule.cpp - the hlokit._hlokit extension module -------------===//
//
// Binds the C++ session (hlokit/API/Session.h) for the Python package in
// python/hlokit, which adds the Pythonic surface (load, *arrays, DLPack) and
// the docstrings users read. api::Error becomes hlokit.Error carrying the
// diagnostics and the spec label.
//
//===----------------------------------------------------------------------===//

#include "Arrays.h"

#include "hlokit/API/Session.h"
#include "hlokit/Support/Parallel.h"
#include "hlokit/Support/Version.h"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <optional>

namespace py = pybind11;
using namespace py::literals;
using namespace hlokit;

namespace {

/// Raises hlokit.Error with `.diagnostics` and `.label` for api::Error.
void registerError(py::module_ &m) {
  static py::exception<api::Error> errorType(m, "Error", PyExc_Exception);
  errorType.attr("__doc__") =
      "A failure of hlokit. `str(e)` has a summary, then one "
      "`file:line:col: severity: message` line per diagnostic.\n\n"
      "Attributes:\n"
      "  diagnostics: list of Diagnostic (file, line, col, severity, "
      "message)\n"
      "  label: the first spec constraint label in the diagnostics "
      "('transpose_c2'), or ''";
  // Defaults for errors raised from Python (hlokit's own argument checks).
  errorType.attr("diagnostics") = py::tuple();
  errorType.attr("label") = "";
  py::register_exception_translator([](std::exception_ptr thrown) {
    try {
      if (thrown)
        std::rethrow_exception(thrown);
    } catch (const api::Error &error) {
      py::object exception =
          py::reinterpret_borrow<py::object>(errorType.ptr())(error.what());
      exception.attr("diagnostics") = py::cast(error.getDiagnostics());
      exception.attr("label") = error.getLabel();
      PyErr_SetObject(errorType.ptr(), exception.ptr());
    }
  });
}

/// Sets the kernels' thread count for one call, then restores it; without
/// a count it touches nothing (resizing the BLAS pool is not free).
class ThreadCountScope {
public:
  explicit ThreadCountScope(std::optional<int> threads) {
    if (!threads)
      return;
    if (*threads < 1)
      throw py::value_error("threads must be at least 1");
    if (*threads > static_cast<int>(getMaxNumThreads()))
      throw py::value_error("threads=" + std::to_string(*threads) +
                            " is more than " +
                            std::to_string(getMaxNumThreads()) +
                            ", the most this machine allows");
    previous = api::getNumThreads();
    api::setNumThreads(*threads);
  }
  ~ThreadCountScope() {
    if (previous > 0)
      api::setNumThreads(previous);
  }

private:
  int previous = 0; // 0: nothing to restore
};

/// Runs with the GIL held: modules derived from one another share an MLIR
/// context, which is not safe to use from two threads at once, and the GIL
/// is what serialises callers.
py::list run(const api::Module &module, const std::string &function,
             const std::vector<py::array> &arrays, std::optional<int> threads,
             int partitions, const interpreter::RunLimits &limits) {
  std::vector<interpreter::Tensor> arguments;
  for (size_t i = 0; i < arrays.size(); ++i)
    arguments.push_back(python::toTensor(arrays[i], i));
  ThreadCountScope threadCount(threads);
  py::list results;
  for (const interpreter::Tensor &result :
       module.run(function, arguments, partitions, limits))
    results.append(python::toArray(result));
  return results;
}

/// run's limits from its keyword arguments (None: no limit, or for memory
/// the default budget); max_time is in seconds.
interpreter::RunLimits makeLimits(std::optional<int64_t> maxMemory,
                                  std::optional<uint64_t> maxSteps,
                                  std::optional<double> maxTime) {
  if ((maxMemory && *maxMemory <= 0) || (maxSteps && *maxSteps == 0) ||
      (maxTime && !(*maxTime > 0)))
    throw py::value_error("max_memory, max_steps and max_time must be "
                          "positive");
  interpreter::RunLimits limits;
  limits.maxMemoryBytes = maxMemory.value_or(0);
  limits.maxSteps = maxSteps.value_or(0);
  if (maxTime)
    limits.maxTime = std::chrono::milliseconds(
        std::max<int64_t>(1, static_cast<int64_t>(*maxTime * 1e3)));
  return limits;
}

/// The dtype each parameter takes (its .npy stand-in), or None for a
/// parameter the interpreter cannot be given.
py::list getArgumentDtypes(const api::Module &module,
                           const std::string &function) {
  py::list dtypes;
  for (const std::optional<std::string> &descr :
       module.getArgumentDescriptors(function))
    dtypes.append(descr ? py::object(py::dtype(*descr)) : py::none());
  return dtypes;
}

void checkPoint(const api::ArgumentIndexing &indexing,
                const std::vector<int64_t> &dims,
                const std::vector<int64_t> &symbols) {
  const indexing::IndexingMap &map = indexing.map;
  if (map.isUndefined())
    throw py::value_error("the indexing map is undefined");
  if (dims.size() != map.getNumDims() || symbols.size() != map.getNumSymbols())
    throw py::value_error("expected " + std::to_string(map.getNumDims()) +
                          " dimension value(s) and " +
                          std::to_string(map.getNumSymbols()) +
                          " symbol value(s)");
}

std::vector<std::pair<int64_t, int64_t>>
toPairs(llvm::ArrayRef<indexing::Interval> intervals) {
  std::vector<std::pair<int64_t, int64_t>> pairs;
  for (const indexing::Interval &interval : intervals)
    pairs.emplace_back(interval.lower, interval.upper);
  return pairs;
}

void bindModule(py::module_ &m) {
  py::class_<api::Module>(m, "Module")
      .def_static("parse", &api::Module::parse, "text"_a, "name"_a)
      .def_static("load", &api::Module::load, "path"_a)
      .def_property_readonly("functions", &api::Module::getFunctionNames)
      .def("text", [](const api::Module &self) { return self.print(); })
      .def("generic_text",
           [](const api::Module &self) { return self.print(true); })
      .def("run_passes", &api::Module::runPasses, "pipeline"_a)
      .def("propagate_shardings", &api::Module::propagateShardings)
      .def("shardings", &api::Module::getShardings, "function"_a)
      .def("vjp", &api::Module::vjp, "function"_a)
      .def("jvp", &api::Module::jvp, "function"_a)
      .def("argument_dtypes", &getArgumentDtypes, "function"_a)
      .def(
          "run",
          [](const api::Module &module, const std::string &function,
             const std::vector<py::array> &arrays, std::optional<int> threads,
             int partitions, std::optional<int64_t> maxMemory,
             std::optional<uint64_t> maxSteps, std::optional<double> maxTime) {
            return run(module, function, arrays, threads, partitions,
                       makeLimits(maxMemory, maxSteps, maxTime));
          },
          "function"_a, "arrays"_a, "threads"_a = py::none(),
          "partitions"_a = 1, "max_memory"_a = py::none(),
          "max_steps"_a = py::none(), "max_time"_a = py::none())
      .def("indexing_maps", &api::Module::getIndexingMaps, "function"_a,
           "result"_a = 0);
}

void bindValueSharding(py::module_ &m) {
  using api::ValueSharding;
  py::class_<ValueSharding>(
      m, "ValueSharding",
      "The sdy sharding of a function argument or op result "
      "(docs/sharding.md).")
      .def_readonly("owner", &ValueSharding::owner,
                    "\"argument\" or the op's name.")
      .def_readonly("index", &ValueSharding::index,
                    "The argument's or result's number.")
      .def_readonly("location", &ValueSharding::location,
                    "The op's file:line:col; empty for arguments.")
      .def_readonly("sharding", &ValueSharding::sharding,
                    "#sdy.sharding<...>, or empty without one.")
      .def("__repr__", [](const ValueSharding &self) {
        return self.owner + "#" + std::to_string(self.index) + ": " +
               (self.sharding.empty() ? "<none>" : self.sharding);
      });
}

void bindIndexingMap(py::module_ &m) {
  using api::ArgumentIndexing;
  py::class_<ArgumentIndexing>(
      m, "IndexingMap",
      "An indexing map from a result index (dims d0..) to the index of the "
      "argument it reads, over symbols s0.. (range variables, then run-time "
      "variables) within bounds and constraints (docs/indexing.md).")
      .def_readonly("argument", &ArgumentIndexing::argument,
                    "The argument the map reads.")
      .def_property_readonly(
          "text",
          [](const ArgumentIndexing &self) { return self.map.toString(); },
          "The map in XLA's text form.")
      .def_property_readonly(
          "num_dims",
          [](const ArgumentIndexing &self) { return self.map.getNumDims(); })
      .def_property_readonly(
          "num_symbols",
          [](const ArgumentIndexing &self) { return self.map.getNumSymbols(); })
      .def_property_readonly("num_results",
                             [](const ArgumentIndexing &self) {
                               return self.map.isUndefined()
                                          ? 0u
                                          : self.map.getNumResults();
                             })
      .def_property_readonly("dim_bounds",
                             [](const ArgumentIndexing &self) {
                               return toPairs(self.map.getDimBounds());
                             })
      .def_property_readonly("symbol_bounds",
                             [](const ArgumentIndexing &self) {
                               std::vector<indexing::Interval> bounds(
                                   self.map.getRangeVarBounds().begin(),
                                   self.map.getRangeVarBounds().end());
                               bounds.insert(bounds.end(),
                                             self.map.getRTVarBounds().begin(),
                                             self.map.getRTVarBounds().end());
                               return toPairs(bounds);
                             })
      .def_property_readonly(
          "is_undefined",
          [](const ArgumentIndexing &self) { return self.map.isUndefined(); })
      .def_property_readonly(
          "is_known_empty",
          [](const ArgumentIndexing &self) { return self.map.isKnownEmpty(); })
      .def(
          "evaluate",
          [](const ArgumentIndexing &self, const std::vector<int64_t> &dims,
             const std::vector<int64_t> &symbols) {
            checkPoint(self, dims, symbols);
            llvm::SmallVector<int64_t> values =
                self.map.evaluate(dims, symbols);
            return std::vector<int64_t>(values.begin(), values.end());
          },
          "dims"_a, "symbols"_a = std::vector<int64_t>(),
          "The argument index the map gives at a point (one value per dim, "
          "then per symbol).")
      .def(
          "contains",
          [](const ArgumentIndexing &self, const std::vector<int64_t> &dims,
             const std::vector<int64_t> &symbols) {
            checkPoint(self, dims, symbols);
            return self.map.contains(dims, symbols);
          },
          "dims"_a, "symbols"_a = std::vector<int64_t>(),
          "Whether a point lies in the map's domain (bounds and "
          "constraints).")
      .def("__str__",
           [](const ArgumentIndexing &self) { return self.map.toString(); })
      .def("__repr__", [](const ArgumentIndexing &self) {
        return "<hlokit.IndexingMap argument " + std::to_string(self.argument) +
               ": " + self.map.toString() + ">";
      });
}

void bindDiagnostic(py::module_ &m) {
  py::class_<api::Diagnostic>(
      m, "Diagnostic",
      "One MLIR diagnostic of an Error: file, line, col (0 without a "
      "location), severity ('error', 'note', ...) and message.")
      .def_readonly("file", &api::Diagnostic::file)
      .def_readonly("line", &api::Diagnostic::line)
      .def_readonly("col", &api::Diagnostic::column)
      .def_readonly("severity", &api::Diagnostic::severity)
      .def_readonly("message", &api::Diagnostic::message)
      .def("__str__", &api::formatDiagnostic)
      .def("__repr__", [](const api::Diagnostic &self) {
        return "<hlokit.Diagnostic " + api::formatDiagnostic(self) + ">";
      });
}

} // namespace

PYBIND11_MODULE(_hlokit, m) {
  m.doc() = "hlokit's C++ core; use the hlokit package instead.";
  registerError(m);
  bindDiagnostic(m);
  bindModule(m);
  bindIndexingMap(m);
  bindValueSharding(m);
  m.attr("__version__") = getVersion();
  m.attr("git_revision") = getGitRevision();
}
