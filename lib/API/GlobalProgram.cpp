//===- GlobalProgram.cpp - global programs on the grid --------------------===//

#include "hlokit/API/GlobalProgram.h"

#include "hlokit/Interpreter/Distributed/Shards.h"
#include "hlokit/Interpreter/Distributed/Transport.h"
#include "hlokit/Transforms/Sharding/Partition/PartitionPipeline.h"
#include "hlokit/Transforms/Sharding/Partition/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

namespace hlokit::interpreter {

namespace {

llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(message.str());
}

/// What a process of runAsProcess tells the others besides its result
/// tensors, as the op name of its contribution: "results <failed checks>"
/// and its check log, or "failed" and its error.
std::string describeOutcome(const ProcessOutcome &outcome) {
  if (!outcome.results)
    return "failed\n" + outcome.error;
  return "results " + std::to_string(outcome.failedChecks) + "\n" +
         outcome.checkLog;
}

/// Reads what describeOutcome wrote into `outcome` (without results);
/// whether the process has results.
bool readOutcome(llvm::StringRef text, ProcessOutcome &outcome) {
  auto [header, rest] = text.split('\n');
  if (!header.consume_front("results ")) {
    outcome.error = rest.str();
    return false;
  }
  (void)header.getAsInteger(10, outcome.failedChecks);
  outcome.checkLog = rest.str();
  return true;
}

std::string formatGrid(GridShape grid) {
  return llvm::formatv("{0} process(es) ({1} replica(s) x {2} partition(s))",
                       grid.getNumProcesses(), grid.numReplicas,
                       grid.numPartitions)
      .str();
}

/// A mesh of more than one device must lay out the grid's processes.
llvm::Error checkMeshFitsGrid(sdy::MeshAttr mesh, llvm::StringRef name,
                              GridShape grid) {
  int64_t devices = mesh.getNumDevices();
  if (devices <= 1 || devices == grid.getNumProcesses())
    return llvm::Error::success();
  return makeError(llvm::formatv(
      "the mesh {0} has {1} devices but the grid has {2}; a program with "
      "shardings runs each device as one process: run it on {1} partitions",
      name, devices, formatGrid(grid)));
}

/// Each mesh symbol the module uses fits the grid (inlined meshes are
/// checked where a sharding names them).
llvm::Error checkMeshesFitGrid(ModuleOp module, GridShape grid) {
  for (auto mesh : module.getOps<sdy::MeshOp>())
    if (!SymbolTable::symbolKnownUseEmpty(mesh, module))
      if (llvm::Error e = checkMeshFitsGrid(
              mesh.getMesh(), ("@" + mesh.getSymName()).str(), grid))
        return e;
  return llvm::Error::success();
}

/// The `sdy.sharding` of argument or result `i` of `function`, if any.
sdy::TensorShardingAttr argumentSharding(func::FuncOp function, unsigned i) {
  return function.getArgAttrOfType<sdy::TensorShardingAttr>(i,
                                                            sdy::kShardingAttr);
}
sdy::TensorShardingAttr resultSharding(func::FuncOp function, unsigned i) {
  return function.getResultAttrOfType<sdy::TensorShardingAttr>(
      i, sdy::kShardingAttr);
}

/// Erases the functions neither in `entries` nor called from them: the
/// rest of the module is not partitioned (a function of checks next to the
/// sharded ones would only draw warnings).
void keepOnly(ModuleOp module, llvm::ArrayRef<std::string> entries) {
  for (auto function : module.getOps<func::FuncOp>())
    if (!llvm::is_contained(entries, function.getSymName()))
      function.setPrivate();
  for (bool erased = true; erased;) {
    erased = false;
    for (auto function :
         llvm::make_early_inc_range(module.getOps<func::FuncOp>()))
      if (function.isPrivate() &&
          SymbolTable::symbolKnownUseEmpty(function, module)) {
        function.erase();
        erased = true;
      }
  }
}

} // namespace

bool hasShardedSignature(func::FuncOp function) {
  for (unsigned i = 0, e = function.getNumArguments(); i < e; ++i)
    if (argumentSharding(function, i))
      return true;
  for (unsigned i = 0, e = function.getNumResults(); i < e; ++i)
    if (resultSharding(function, i))
      return true;
  return false;
}

llvm::Expected<PartitionedProgram>
PartitionedProgram::create(ModuleOp global, GridShape grid,
                           llvm::ArrayRef<std::string> entries) {
  if (grid.numReplicas > 1 && grid.numPartitions > 1)
    return makeError(llvm::formatv(
        "a program with shardings runs on replicas or on partitions, not on "
        "both (the grid has {0})",
        formatGrid(grid)));
  PartitionedProgram program(OwningOpRef<ModuleOp>(global.clone()), grid);
  keepOnly(program.getModule(), entries);
  if (llvm::Error e = program.nameEntryMain(entries))
    return e;
  if (llvm::Error e = checkMeshesFitGrid(program.getModule(), grid))
    return e;
  PassManager pm(global->getContext());
  sdy::PartitionPipelineOptions options;
  options.replicaCount = grid.numReplicas;
  options.partitionCount = grid.numPartitions;
  options.dropShardings = false;
  sdy::addPartitionPipeline(pm, options);
  if (failed(pm.run(program.getModule())))
    return makeError("cannot partition the program (--hlokit-partition "
                     "failed)");
  if (llvm::Error e = program.readLayouts())
    return e;
  PassManager drop(global->getContext());
  drop.addPass(sdy::createDropShardingAndMeshPass());
  if (failed(drop.run(program.getModule())))
    return makeError("cannot drop the shardings of the partitioned program");
  return program;
}

llvm::Expected<PartitionedProgram::ValueLayout>
PartitionedProgram::readLayout(func::FuncOp function,
                               sdy::TensorShardingAttr sharding, Type type,
                               llvm::StringRef kind, unsigned index) {
  sdy::MeshAttr mesh = sharding ? sdy::getMesh(sharding, function) : nullptr;
  if (!mesh || mesh.getNumDevices() <= 1) {
    auto tensorType = dyn_cast<RankedTensorType>(type);
    return ValueLayout{DeviceMesh({grid.getNumProcesses()}, {}),
                       DimensionParts(tensorType ? tensorType.getRank() : 0)};
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  os << mesh;
  if (llvm::Error e = checkMeshFitsGrid(mesh, text, grid))
    return e;
  if (!sharding.getUnreducedAxes().empty())
    return makeError(llvm::formatv(
        "{0} {1} of @{2} is unreduced (a partial value on each device), "
        "which a global run does not put together",
        kind, index, userName(function.getSymName())));
  return ValueLayout{
      toDeviceMesh(mesh),
      getDimensionParts(mesh, sharding, [](unsigned) { return true; })};
}

llvm::Error PartitionedProgram::readLayouts() {
  for (auto function : getModule().getOps<func::FuncOp>()) {
    if (function.isExternal())
      continue;
    FunctionLayout &layout = layouts[function.getSymName()];
    for (unsigned i = 0, e = function.getNumArguments(); i < e; ++i) {
      auto value = readLayout(function, argumentSharding(function, i),
                              function.getArgumentTypes()[i], "argument", i);
      if (!value)
        return value.takeError();
      layout.arguments.push_back(std::move(*value));
    }
    for (unsigned i = 0, e = function.getNumResults(); i < e; ++i) {
      auto value = readLayout(function, resultSharding(function, i),
                              function.getResultTypes()[i], "result", i);
      if (!value)
        return value.takeError();
      layout.results.push_back(std::move(*value));
    }
  }
  return llvm::Error::success();
}

llvm::Error
PartitionedProgram::nameEntryMain(llvm::ArrayRef<std::string> entries) {
  ModuleOp m = getModule();
  if (entries.size() != 1 || entries[0] == "main" || m.lookupSymbol("main"))
    return llvm::Error::success();
  auto entry = m.lookupSymbol<func::FuncOp>(entries[0]);
  if (!entry)
    return llvm::Error::success();
  if (failed(SymbolTable(m).rename(entry, "main")))
    return makeError(
        llvm::formatv("cannot run @{0} as the program's @main", entries[0]));
  renamedEntry = entries[0];
  return llvm::Error::success();
}

llvm::StringRef PartitionedProgram::userName(llvm::StringRef symbol) const {
  return !renamedEntry.empty() && symbol == "main" ? renamedEntry : symbol;
}

llvm::StringRef PartitionedProgram::symbolOf(llvm::StringRef function) const {
  return !renamedEntry.empty() && function == renamedEntry ? "main" : function;
}

func::FuncOp PartitionedProgram::lookup(llvm::StringRef name) const {
  return getModule().lookupSymbol<func::FuncOp>(symbolOf(name));
}

const PartitionedProgram::FunctionLayout &
PartitionedProgram::getLayout(llvm::StringRef function) const {
  auto it = layouts.find(symbolOf(function));
  assert(it != layouts.end() && "a function of the partitioned module");
  return it->second;
}

llvm::Expected<llvm::SmallVector<RuntimeValue>>
PartitionedProgram::takeArguments(llvm::StringRef function,
                                  llvm::ArrayRef<RuntimeValue> global,
                                  ProcessId process) const {
  const FunctionLayout &layout = getLayout(function);
  int64_t device = grid.flatten(process);
  llvm::SmallVector<RuntimeValue> local;
  for (auto [i, value, argument] : llvm::enumerate(global, layout.arguments)) {
    if (!value.isTensor() || llvm::all_of(argument.parts, [](auto &parts) {
          return parts.empty();
        })) {
      local.push_back(value);
      continue;
    }
    llvm::SmallVector<int64_t> coordinates =
        *argument.mesh.getCoordinates(device);
    auto shard =
        takeShard(value.getTensor(), getShardCounts(argument.parts),
                  getShardIndex(argument.mesh, coordinates, argument.parts));
    if (!shard)
      return makeError(llvm::formatv("argument {0} of @{1}: {2}", i, function,
                                     llvm::toString(shard.takeError())));
    local.push_back(std::move(*shard));
  }
  return local;
}

llvm::Expected<std::vector<ProcessOutcome>> PartitionedProgram::run(
    llvm::StringRef function, llvm::ArrayRef<RuntimeValue> arguments,
    const std::vector<Tensor> &infeed, const ParallelOptions &options) const {
  std::vector<ProcessProgram> programs;
  for (uint32_t id = 0; id < grid.getNumProcesses(); ++id) {
    auto local = takeArguments(function, arguments, grid.unflatten(id));
    if (!local)
      return local.takeError();
    programs.push_back({lookup(function), std::move(*local), infeed});
  }
  return runParallel(getModule(), grid, std::move(programs), options);
}

llvm::Expected<std::vector<ProcessOutcome>>
PartitionedProgram::runAsProcess(Transport &transport, llvm::StringRef function,
                                 llvm::ArrayRef<RuntimeValue> arguments,
                                 const std::vector<Tensor> &infeed,
                                 const ParallelOptions &options) const {
  ProcessId self = transport.getProcessId();
  auto local = takeArguments(function, arguments, self);
  if (!local)
    return local.takeError();
  ProcessOutcome mine =
      runProcess(getModule(), transport,
                 {lookup(function), std::move(*local), infeed}, options);
  Contribution contribution{describeOutcome(mine), {}};
  if (mine.results)
    for (const RuntimeValue &value : *mine.results)
      if (value.isTensor())
        contribution.tensors.push_back(value.getTensor());
  ProcessGroup everyone;
  for (uint32_t id = 0; id < grid.getNumProcesses(); ++id)
    everyone.push_back(grid.unflatten(id));
  auto all = transport.gather(everyone, std::move(contribution));
  if (!all)
    return all.takeError();
  std::vector<ProcessOutcome> outcomes(all->size());
  for (auto [id, theirs] : llvm::enumerate(*all)) {
    ProcessId process = grid.unflatten(id);
    if (process == self) {
      outcomes[id] = mine;
      continue;
    }
    if (!readOutcome(theirs.opName, outcomes[id]))
      continue;
    if (!mine.results) {
      outcomes[id].error = "its results are not put together as this "
                           "process failed";
      continue;
    }
    // Tokens and tuples are this process's own (assembleResults takes
    // device 0's).
    llvm::SmallVector<RuntimeValue> values;
    size_t k = 0;
    for (const RuntimeValue &value : *mine.results)
      values.push_back(value.isTensor() ? RuntimeValue(theirs.tensors[k++])
                                        : value);
    outcomes[id].results = std::move(values);
  }
  return outcomes;
}

llvm::Expected<llvm::SmallVector<RuntimeValue>>
PartitionedProgram::assembleResults(
    llvm::StringRef function,
    llvm::ArrayRef<llvm::SmallVector<RuntimeValue>> local) const {
  const FunctionLayout &layout = getLayout(function);
  llvm::SmallVector<int64_t> devices;
  for (int64_t id = 0, e = local.size(); id < e; ++id)
    devices.push_back(id);
  llvm::SmallVector<RuntimeValue> results;
  for (auto [i, result] : llvm::enumerate(layout.results)) {
    if (!local.front()[i].isTensor()) {
      results.push_back(local.front()[i]);
      continue;
    }
    llvm::SmallVector<Tensor> shards;
    for (const auto &values : local)
      shards.push_back(values[i].getTensor());
    auto global = assembleFromDevices(
        result.mesh, devices, shards, result.parts,
        [&](int64_t first, int64_t second) {
          return llvm::formatv(
                     "result {0} of @{1}: devices {2} and {3} hold the same "
                     "block of it but computed different values",
                     i, function, first, second)
              .str();
        });
    if (!global)
      return global.takeError();
    results.push_back(std::move(*global));
  }
  return results;
}

} // namespace hlokit::interpreter
