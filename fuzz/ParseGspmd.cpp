//===- ParseGspmd.cpp - fuzz target: GSPMD sharding strings ---------------===//
//
// Any text through parseGspmdSharding (mhlo.sharding's syntax). A sharding
// it accepts must print to a string that parses to one printing the same.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "hlokit/Conversion/Sharding/GspmdSharding.h"

using namespace hlokit::gspmd;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  ParseError error;
  std::optional<GspmdSharding> sharding =
      parseGspmdSharding(hlokit::fuzz::asText(data, size), error);
  if (!sharding)
    return 0;
  std::string printed = printGspmdSharding(*sharding);
  std::optional<GspmdSharding> again = parseGspmdSharding(printed, error);
  if (!again)
    hlokit::fuzz::reportBug("the printed sharding '" + printed +
                            "' does not parse: " + error.message);
  if (printGspmdSharding(*again) != printed)
    hlokit::fuzz::reportBug("the printed sharding '" + printed +
                            "' prints as '" + printGspmdSharding(*again) +
                            "' when read again");
  return 0;
}
