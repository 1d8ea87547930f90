//===- Profiler.cpp - where a program's time goes -------------------------===//

#include "hlokit/Interpreter/Runtime/Profiler.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

#include <algorithm>

namespace hlokit::interpreter {

namespace {

using Entry = Profiler::Entry;

template <typename Sums> void add(Entry &entry, const Sums &sums) {
  entry.calls += sums.calls;
  entry.totalSeconds += sums.totalSeconds;
  entry.selfSeconds += sums.selfSeconds;
  entry.bytes += sums.bytes;
}

template <typename Map> std::vector<Entry> sortedBySelfTime(const Map &map) {
  std::vector<Entry> entries;
  for (const auto &item : map)
    entries.push_back(item.second);
  std::stable_sort(entries.begin(), entries.end(),
                   [](const Entry &a, const Entry &b) {
                     return a.selfSeconds > b.selfSeconds;
                   });
  return entries;
}

double selfSecondsOf(const std::vector<Entry> &entries) {
  double sum = 0;
  for (const Entry &entry : entries)
    sum += entry.selfSeconds;
  return sum;
}

double share(double part, double whole) {
  return whole > 0 ? 100.0 * part / whole : 0.0;
}

void printPhases(llvm::raw_ostream &os, const PhaseTimes &phases) {
  double whole = phases.parse + phases.verify + phases.run;
  os << llvm::format("%-10s %12s %8s\n", "phase", "time (ms)", "share");
  auto row = [&](const char *name, double seconds) {
    os << llvm::format("%-10s %12.3f %7.1f%%\n", name, seconds * 1e3,
                       share(seconds, whole));
  };
  row("parse", phases.parse);
  row("verify", phases.verify);
  row("run", phases.run);
}

void printRows(llvm::raw_ostream &os, const std::vector<Entry> &entries,
               bool withLocation) {
  double whole = selfSecondsOf(entries);
  if (withLocation)
    os << llvm::format("%-32s ", "location");
  os << llvm::format("%-32s %10s %12s %12s %7s %14s\n", "op kind", "calls",
                     "total (ms)", "self (ms)", "self %", "bytes");
  for (const Entry &entry : entries) {
    if (withLocation)
      os << llvm::format("%-32s ", entry.location.c_str());
    os << llvm::format(
        "%-32s %10lld %12.3f %12.3f %6.1f%% %14lld\n", entry.opKind.c_str(),
        static_cast<long long>(entry.calls), entry.totalSeconds * 1e3,
        entry.selfSeconds * 1e3, share(entry.selfSeconds, whole),
        static_cast<long long>(entry.bytes));
  }
}

llvm::json::Array toJson(const std::vector<Entry> &entries) {
  llvm::json::Array rows;
  for (const Entry &entry : entries) {
    llvm::json::Object row{{"op", entry.opKind},
                           {"calls", entry.calls},
                           {"total_seconds", entry.totalSeconds},
                           {"self_seconds", entry.selfSeconds},
                           {"bytes", entry.bytes}};
    if (!entry.location.empty())
      row["location"] = entry.location;
    rows.push_back(std::move(row));
  }
  return rows;
}

} // namespace

void Profiler::beginOp(mlir::Operation &) {
  stack.push_back({Clock::now(), 0});
}

void Profiler::endOp(mlir::Operation &op,
                     llvm::ArrayRef<const RuntimeValue *> results) {
  Running running = stack.pop_back_val();
  double total =
      std::chrono::duration<double>(Clock::now() - running.start).count();
  if (!stack.empty())
    stack.back().childSeconds += total;
  Sums &sums = byOp[&op];
  ++sums.calls;
  sums.totalSeconds += total;
  sums.selfSeconds += std::max(0.0, total - running.childSeconds);
  for (const RuntimeValue *result : results)
    sums.bytes += getByteSize(*result);
}

void Profiler::finishModule() {
  for (auto &[op, sums] : byOp) {
    // Keyed by name: the report prints it, and sorts by it.
    std::string kind = op->getName().getStringRef().str();
    std::string line = getSourceLine(*op);
    Entry &byKind = byOpKind[kind];
    byKind.opKind = kind;
    add(byKind, sums);
    Entry &byLine = byLocation[{line, kind}];
    byLine.opKind = kind;
    byLine.location = line;
    add(byLine, sums);
  }
  byOp.clear();
}

std::vector<Entry> Profiler::getByOpKind() const {
  return sortedBySelfTime(byOpKind);
}

std::vector<Entry> Profiler::getByLocation() const {
  return sortedBySelfTime(byLocation);
}

void Profiler::printTable(llvm::raw_ostream &os,
                          const PhaseTimes &phases) const {
  os << "hlokit-run profile\n\n";
  printPhases(os, phases);
  os << "\nby op kind\n";
  printRows(os, getByOpKind(), /*withLocation=*/false);
  os << "\nby source line\n";
  printRows(os, getByLocation(), /*withLocation=*/true);
}

void Profiler::printJson(llvm::raw_ostream &os,
                         const PhaseTimes &phases) const {
  llvm::json::Object profile{
      {"phases", llvm::json::Object{{"parse_seconds", phases.parse},
                                    {"verify_seconds", phases.verify},
                                    {"run_seconds", phases.run}}},
      {"by_op_kind", toJson(getByOpKind())},
      {"by_location", toJson(getByLocation())}};
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(profile))) << "\n";
}

} // namespace hlokit::interpreter
