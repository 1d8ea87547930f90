//===- ProcessReports.cpp - --profile and --trace of a grid's processes ---===//

#include "ProcessReports.h"

#ifdef HLOKIT_HAVE_MPI
#include "hlokit/Interpreter/Distributed/MpiTransport.h"
#endif

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"

#include <algorithm>
#include <limits>

namespace hlokit::run {

using namespace hlokit::interpreter;

void ProcessReports::prepare(GridShape shape) {
  if (!profilers.empty() || !tracers.empty())
    return;
  grid = shape;
  for (uint32_t i = 0; i < grid.getNumProcesses(); ++i) {
    if (profile)
      profilers.push_back(std::make_unique<Profiler>());
    if (trace)
      tracers.push_back(std::make_unique<TraceWriter>());
  }
}

llvm::SmallVector<ExecutionObserver *, 2>
ProcessReports::observersOf(ProcessId id) {
  llvm::SmallVector<ExecutionObserver *, 2> observers;
  uint32_t index = grid.flatten(id);
  if (index < profilers.size())
    observers.push_back(profilers[index].get());
  if (index < tracers.size())
    observers.push_back(tracers[index].get());
  return observers;
}

void ProcessReports::finishModule() {
  for (std::unique_ptr<Profiler> &profiler : profilers)
    profiler->finishModule();
}

int64_t ProcessReports::getEarliestOrigin() const {
  int64_t earliest = std::numeric_limits<int64_t>::max();
  for (const std::unique_ptr<TraceWriter> &tracer : tracers)
    if (tracer->hasEvents())
      earliest = std::min(earliest, tracer->getOriginMicros());
  return earliest;
}

ProcessReports::Part ProcessReports::renderProcess(uint32_t id,
                                                   const PhaseTimes &phases,
                                                   int64_t originMicros) const {
  Part part;
  std::string name = formatProcessId(grid.unflatten(id));
  if (id < profilers.size() && !profilers[id]->getByOpKind().empty()) {
    llvm::raw_string_ostream os(part.profile);
    if (profileAsJson) {
      std::string profileJson;
      llvm::raw_string_ostream json(profileJson);
      profilers[id]->printJson(json, phases);
      os << "{\"process\": \"" << name << "\", \"id\": " << id
         << ", \"profile\": " << llvm::StringRef(profileJson).rtrim() << "}";
    } else {
      os << "process " << id << "\n";
      profilers[id]->printTable(os, phases);
    }
  }
  if (id < tracers.size() && tracers[id]->hasEvents())
    part.trace = tracers[id]->getProcessEvents(
        id, "process " + name,
        static_cast<double>(tracers[id]->getOriginMicros() - originMicros));
  return part;
}

void ProcessReports::render(const PhaseTimes &phases) {
  int64_t origin = getEarliestOrigin();
  processes.clear();
  for (uint32_t id = 0; id < grid.getNumProcesses(); ++id)
    processes.push_back(renderProcess(id, phases, origin));
}

#ifdef HLOKIT_HAVE_MPI
void ProcessReports::gatherAtRoot(MpiTransport &transport,
                                  const PhaseTimes &phases) {
  int64_t origin = transport.minOverRanks(getEarliestOrigin());
  Part mine =
      renderProcess(grid.flatten(transport.getProcessId()), phases, origin);
  std::vector<std::string> profiles = transport.collectAtRoot(mine.profile);
  std::vector<std::string> traces = transport.collectAtRoot(mine.trace);
  processes.clear();
  for (auto [profileText, traceText] : llvm::zip(profiles, traces))
    processes.push_back({std::move(profileText), std::move(traceText)});
  gathered = true;
}
#endif

void ProcessReports::writeProfile(llvm::raw_ostream &os) const {
  std::string text;
  llvm::raw_string_ostream out(text);
  llvm::ListSeparator separator(",\n");
  if (profileAsJson)
    out << "{\"processes\": [\n";
  for (const Part &part : processes)
    if (!part.profile.empty())
      out << (profileAsJson ? llvm::StringRef(separator) : "") << part.profile;
  if (profileAsJson)
    out << "\n]}\n";
  // One write, so that what other tools print does not interleave.
  os << text;
}

void ProcessReports::writeTrace(llvm::raw_ostream &os) const {
  std::vector<std::string> events;
  for (const Part &part : processes)
    events.push_back(part.trace);
  writeTraceFile(os, events);
}

} // namespace hlokit::run
