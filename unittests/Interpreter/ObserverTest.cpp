//===- ObserverTest.cpp - Profiler and TraceWriter on a known program
//------===//
//
// A loop of three iterations that calls a function: the profiler must count
// each op's runs and results' bytes, keep self time within total time and a
// while's total time above its body's ops, and the trace must hold one slice
// per op run and per region invocation, each inside its parent's.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Interpreter/Runtime/Evaluator.h"
#include "hlokit/Interpreter/Runtime/Profiler.h"
#include "hlokit/Interpreter/Runtime/TraceWriter.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/JSON.h"

#include "gtest/gtest.h"

#include <map>

namespace hlokit::interpreter {
namespace {

constexpr const char *kLoop = R"mlir(
func.func @main() -> tensor<2xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %init = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %r:2 = stablehlo.while(%i = %zero, %x = %init) : tensor<i32>, tensor<2xf32>
   cond {
    %three = stablehlo.constant dense<3> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %three : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %y = func.call @step(%x) : (tensor<2xf32>) -> tensor<2xf32>
    stablehlo.return %next, %y : tensor<i32>, tensor<2xf32>
  }
  return %r#1 : tensor<2xf32>
}

func.func private @step(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.multiply %x, %x : tensor<2xf32>
  return %0 : tensor<2xf32>
}
)mlir";

// Ops run: 2 constants + while + 4 x (constant, compare) + 3 x (constant,
// add, call, multiply).
constexpr int64_t kOpRuns = 3 + 4 * 2 + 3 * 4;
// Region invocations: @main, 4 conds, 3 bodies, 3 x @step.
constexpr int64_t kRegionRuns = 1 + 4 + 3 + 3;

class ObserverTest : public ::testing::Test {
protected:
  ObserverTest() {
    context.loadDialect<mlir::func::FuncDialect, stablehlo::StableHLODialect>();
    module = mlir::parseSourceString<mlir::ModuleOp>(kLoop, &context);
  }

  void run(ExecutionObserver &observer) {
    Evaluator evaluator(*module, llvm::errs());
    evaluator.addObserver(&observer);
    auto main = module->lookupSymbol<mlir::func::FuncOp>("main");
    auto results = evaluator.run(main, {});
    ASSERT_TRUE(static_cast<bool>(results))
        << llvm::toString(results.takeError());
  }

  mlir::MLIRContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module;
};

const Profiler::Entry *findKind(const std::vector<Profiler::Entry> &entries,
                                llvm::StringRef kind) {
  for (const Profiler::Entry &entry : entries)
    if (entry.opKind == kind)
      return &entry;
  return nullptr;
}

TEST_F(ObserverTest, ProfilerCountsCallsAndBytes) {
  Profiler profiler;
  run(profiler);
  EXPECT_TRUE(profiler.getByOpKind().empty()) << "rows before finishModule";
  profiler.finishModule();
  std::vector<Profiler::Entry> byKind = profiler.getByOpKind();
  struct Expected {
    const char *kind;
    int64_t calls, bytes;
  } expected[] = {{"stablehlo.constant", 9, 4 + 8 + 4 * 4 + 3 * 4},
                  {"stablehlo.while", 1, 12},
                  {"stablehlo.compare", 4, 4},
                  {"stablehlo.add", 3, 12},
                  {"func.call", 3, 24},
                  {"stablehlo.multiply", 3, 24}};
  int64_t calls = 0;
  for (const Expected &e : expected) {
    const Profiler::Entry *entry = findKind(byKind, e.kind);
    ASSERT_NE(entry, nullptr) << e.kind;
    EXPECT_EQ(entry->calls, e.calls) << e.kind;
    EXPECT_EQ(entry->bytes, e.bytes) << e.kind;
    EXPECT_LE(entry->selfSeconds, entry->totalSeconds) << e.kind;
    calls += entry->calls;
  }
  EXPECT_EQ(calls, kOpRuns);
  EXPECT_EQ(byKind.size(), std::size(expected));

  // The while's total holds the ops that run only inside its regions.
  double nested = 0;
  for (const char *kind :
       {"stablehlo.compare", "stablehlo.add", "stablehlo.multiply"})
    nested += findKind(byKind, kind)->totalSeconds;
  EXPECT_GE(findKind(byKind, "stablehlo.while")->totalSeconds, nested);

  // Rows come longest self time first.
  for (size_t i = 1; i < byKind.size(); ++i)
    EXPECT_GE(byKind[i - 1].selfSeconds, byKind[i].selfSeconds);
}

TEST_F(ObserverTest, ProfilerRowsPerSourceLine) {
  Profiler profiler;
  run(profiler);
  profiler.finishModule();
  int64_t calls = 0;
  for (const Profiler::Entry &entry : profiler.getByLocation()) {
    EXPECT_EQ(llvm::StringRef(entry.location).rsplit(':').first, "-");
    calls += entry.calls;
  }
  EXPECT_EQ(calls, kOpRuns);
}

TEST_F(ObserverTest, TraceSlicesNest) {
  TraceWriter tracer;
  run(tracer);
  std::string text;
  llvm::raw_string_ostream os(text);
  tracer.write(os);
  llvm::Expected<llvm::json::Value> json = llvm::json::parse(text);
  ASSERT_TRUE(static_cast<bool>(json)) << llvm::toString(json.takeError());
  const llvm::json::Array *events =
      json->getAsObject()->getArray("traceEvents");
  ASSERT_NE(events, nullptr);
  EXPECT_EQ(static_cast<int64_t>(events->size()), kOpRuns + kRegionRuns);

  // Events are recorded in start order; each starts and ends inside the
  // last one still open.
  std::vector<double> openEnds;
  int64_t regions = 0;
  for (const llvm::json::Value &value : *events) {
    const llvm::json::Object &event = *value.getAsObject();
    double start = *event.getNumber("ts");
    double end = start + *event.getNumber("dur");
    while (!openEnds.empty() && openEnds.back() < start)
      openEnds.pop_back();
    if (!openEnds.empty()) {
      EXPECT_LE(end, openEnds.back() + 1e-3) << event.getString("name")->str();
    }
    openEnds.push_back(end);
    if (*event.getString("cat") == "region")
      ++regions;
  }
  EXPECT_EQ(regions, kRegionRuns);
}

TEST_F(ObserverTest, TraceFileHoldsEveryProcess) {
  TraceWriter first, second;
  run(first);
  run(second);
  std::string text;
  llvm::raw_string_ostream os(text);
  writeTraceFile(os, {first.getProcessEvents(0, "process (0, 0)", 0), "",
                      second.getProcessEvents(1, "process (1, 0)", 250)});
  llvm::Expected<llvm::json::Value> json = llvm::json::parse(text);
  ASSERT_TRUE(static_cast<bool>(json)) << llvm::toString(json.takeError());
  const llvm::json::Array *events =
      json->getAsObject()->getArray("traceEvents");
  ASSERT_NE(events, nullptr);
  // A process_name event per process, then its slices.
  EXPECT_EQ(static_cast<int64_t>(events->size()),
            2 * (1 + kOpRuns + kRegionRuns));
  std::map<int64_t, std::string> names;
  std::map<int64_t, double> firstStart;
  for (const llvm::json::Value &value : *events) {
    const llvm::json::Object &event = *value.getAsObject();
    int64_t pid = *event.getInteger("pid");
    if (*event.getString("ph") == "M") {
      names[pid] = event.getObject("args")->getString("name")->str();
      continue;
    }
    EXPECT_FALSE(event.getObject("args")->get("unfinished"));
    if (!firstStart.count(pid))
      firstStart[pid] = *event.getNumber("ts");
  }
  EXPECT_EQ(names[0], "process (0, 0)");
  EXPECT_EQ(names[1], "process (1, 0)");
  // The shift moves the second process's timeline 250 us later.
  EXPECT_GE(firstStart[1], 250.0);
  EXPECT_LT(firstStart[0], 250.0);
}

TEST_F(ObserverTest, OpenEventsAreMarkedUnfinished) {
  TraceWriter tracer;
  auto main = module->lookupSymbol<mlir::func::FuncOp>("main");
  // A run that stopped inside @main's first op.
  tracer.beginRegion(main.getBody());
  tracer.beginOp(main.getBody().front().front());
  llvm::Expected<llvm::json::Value> json =
      llvm::json::parse("[" + tracer.getProcessEvents(3, "", 0) + "]");
  ASSERT_TRUE(static_cast<bool>(json)) << llvm::toString(json.takeError());
  const llvm::json::Array &events = *json->getAsArray();
  ASSERT_EQ(events.size(), 2u);
  for (const llvm::json::Value &value : events) {
    const llvm::json::Object &event = *value.getAsObject();
    EXPECT_EQ(event.getInteger("pid"), 3);
    EXPECT_EQ(event.getObject("args")->getBoolean("unfinished"), true);
    EXPECT_GE(*event.getNumber("dur"), 0.0);
  }
}

TEST_F(ObserverTest, RegionNames) {
  auto main = module->lookupSymbol<mlir::func::FuncOp>("main");
  EXPECT_EQ(getRegionName(main.getBody()), "@main");
  auto loop = *main.getOps<stablehlo::WhileOp>().begin();
  EXPECT_EQ(getRegionName(loop.getCond()), "stablehlo.while cond");
  EXPECT_EQ(getRegionName(loop.getBody()), "stablehlo.while body");
}

} // namespace
} // namespace hlokit::interpreter
