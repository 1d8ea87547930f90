//===- TraceWriter.cpp - a timeline in Chrome's trace-event format --------===//

#include "hlokit/Interpreter/Runtime/TraceWriter.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"
#include "hlokit/Interpreter/Tensor/Printer.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

namespace hlo = hlokit::stablehlo;

namespace hlokit::interpreter {

namespace {

/// `tensor<2x3xf32>` for each tensor in `value`, tuples in parentheses.
void appendTypes(const RuntimeValue &value, std::string &out) {
  switch (value.getKind()) {
  case RuntimeValue::Kind::Tensor:
    out += getTensorTypeString(value.getTensor().getShape(),
                               value.getTensor().getElementType());
    return;
  case RuntimeValue::Kind::Tuple: {
    out += '(';
    llvm::ListSeparator separator;
    for (const RuntimeValue &element : value.getTuple()) {
      out += separator;
      appendTypes(element, out);
    }
    out += ')';
    return;
  }
  case RuntimeValue::Kind::Token:
    out += "!stablehlo.token";
    return;
  }
}

} // namespace

std::string getRegionName(mlir::Region &region) {
  mlir::Operation *parent = region.getParentOp();
  if (auto func = llvm::dyn_cast<mlir::func::FuncOp>(parent))
    return ("@" + func.getSymName()).str();
  // The op's name is what the trace shows.
  std::string name = parent->getName().getStringRef().str();
  unsigned index = region.getRegionNumber();
  if (llvm::isa<hlo::WhileOp>(parent))
    return name + (index == 0 ? " cond" : " body");
  if (llvm::isa<hlo::IfOp>(parent))
    return name + (index == 0 ? " true branch" : " false branch");
  if (llvm::isa<hlo::CaseOp>(parent))
    return name + " branch " + std::to_string(index);
  return name + " region " + std::to_string(index);
}

double TraceWriter::nowMicros() {
  lastMicros =
      std::chrono::duration<double, std::micro>(Clock::now() - origin).count();
  return lastMicros;
}

void TraceWriter::begin(std::string name, std::string category,
                        std::string location) {
  open.push_back(events.size());
  Event event;
  event.name = std::move(name);
  event.category = std::move(category);
  event.location = std::move(location);
  event.startMicros = nowMicros();
  events.push_back(std::move(event));
}

void TraceWriter::beginOp(mlir::Operation &op) {
  begin(op.getName().getStringRef().str(), "op", getSourceLine(op));
}

void TraceWriter::endOp(mlir::Operation &,
                        llvm::ArrayRef<const RuntimeValue *> results) {
  Event &event = events[open.back()];
  open.pop_back();
  event.durationMicros = nowMicros() - event.startMicros;
  event.bytes = 0;
  llvm::ListSeparator separator;
  for (const RuntimeValue *result : results) {
    event.bytes += getByteSize(*result);
    event.resultTypes += separator;
    appendTypes(*result, event.resultTypes);
  }
}

void TraceWriter::beginRegion(mlir::Region &region) {
  mlir::Operation *parent = region.getParentOp();
  begin(getRegionName(region), "region", getSourceLine(*parent));
}

void TraceWriter::endRegion(mlir::Region &) {
  Event &event = events[open.back()];
  open.pop_back();
  event.durationMicros = nowMicros() - event.startMicros;
}

std::string TraceWriter::getProcessEvents(int64_t pid,
                                          llvm::StringRef processName,
                                          double shiftMicros) const {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::ListSeparator separator(",\n");
  if (!processName.empty()) {
    os << separator;
    llvm::json::OStream json(os);
    json.object([&] {
      json.attribute("name", "process_name");
      json.attribute("ph", "M");
      json.attribute("pid", pid);
      json.attributeObject("args",
                           [&] { json.attribute("name", processName); });
    });
  }
  llvm::DenseSet<size_t> unfinished(open.begin(), open.end());
  for (auto [index, event] : llvm::enumerate(events)) {
    bool isOpen = unfinished.contains(index);
    os << separator;
    llvm::json::OStream json(os);
    json.object([&] {
      json.attribute("name", event.name);
      json.attribute("cat", event.category);
      json.attribute("ph", "X");
      json.attribute("ts", event.startMicros + shiftMicros);
      json.attribute("dur", isOpen ? lastMicros - event.startMicros
                                   : event.durationMicros);
      json.attribute("pid", pid);
      json.attribute("tid", 1);
      json.attributeObject("args", [&] {
        json.attribute("location", event.location);
        if (event.bytes >= 0) {
          json.attribute("result_types", event.resultTypes);
          json.attribute("bytes", event.bytes);
        }
        if (isOpen)
          json.attribute("unfinished", true);
      });
    });
  }
  return text;
}

void TraceWriter::write(llvm::raw_ostream &os) const {
  writeTraceFile(os, {getProcessEvents(1, "", 0)});
}

void writeTraceFile(llvm::raw_ostream &os,
                    llvm::ArrayRef<std::string> processes) {
  os << "{\"displayTimeUnit\": \"ns\", \"traceEvents\": [\n";
  llvm::ListSeparator separator(",\n");
  for (const std::string &events : processes)
    if (!events.empty())
      os << separator << events;
  os << "\n]}\n";
}

} // namespace hlokit::interpreter
