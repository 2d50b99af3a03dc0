import DateBuilder
import Foundation
import PropertyTesting
import Testing
import TestSupport

struct TimeOfDayTests {
  @Test func secondsDefaultToZeroAndTimeIsTheSameValue() {
    let time = TimeOfDay(hour: 9, minute: 5)
    #expect(time.second == 0)
    #expect(TimeOfDay.time(hour: 9, minute: 5) == time)
    #expect(time.description == "09:05:00")
    #expect(TimeOfDay(hour: 23, minute: 59, second: 59).description == "23:59:59")
  }

  @Test func equalTimesHashAlike() {
    let times: Set<TimeOfDay> = [
      .time(hour: 9, minute: 0), TimeOfDay(hour: 9, minute: 0, second: 0), .time(hour: 9, minute: 1),
    ]
    #expect(times.count == 2)
  }

  @Test func timesOrderByTheirPlaceInTheDay() {
    let shuffled: [TimeOfDay] = [
      .time(hour: 10, minute: 0), .time(hour: 9, minute: 59, second: 59), .time(hour: 0, minute: 0),
      .time(hour: 9, minute: 59, second: 1), .time(hour: 23, minute: 0),
    ]
    #expect(
      shuffled.sorted().map(\.description) == ["00:00:00", "09:59:01", "09:59:59", "10:00:00", "23:00:00"])
    #expect(TimeOfDay.time(hour: 9, minute: 0) < .time(hour: 9, minute: 0, second: 1))
    #expect(!(TimeOfDay.time(hour: 9, minute: 0) < .time(hour: 9, minute: 0)))
  }

  @Test func validityIsTheRangeOfADay() throws {
    #expect(TimeOfDay(hour: 0, minute: 0).isValid)
    #expect(TimeOfDay(hour: 23, minute: 59, second: 59).isValid)
    #expect(!TimeOfDay(hour: 24, minute: 0).isValid)
    #expect(!TimeOfDay(hour: 12, minute: 60).isValid)
    #expect(!TimeOfDay(hour: 12, minute: 0, second: -1).isValid)
    #expect(try TimeOfDay(hour: 9, minute: 30).validated() == .time(hour: 9, minute: 30))
    #expect(throws: DateBuilderError.invalidTimeOfDay(hour: 9, minute: 75, second: 0)) {
      try TimeOfDay(hour: 9, minute: 75).validated()
    }
  }

  @Test func codingRoundTrips() throws {
    let time = TimeOfDay(hour: 7, minute: 45, second: 12)
    let data = try JSONEncoder().encode(time)
    #expect(try JSONDecoder().decode(TimeOfDay.self, from: data) == time)
    let withoutSeconds = try JSONDecoder().decode(TimeOfDay.self, from: Data(#"{"hour":9,"minute":30}"#.utf8))
    #expect(withoutSeconds == .time(hour: 9, minute: 30))
  }

  @Test(arguments: [
    #"{"hour":24,"minute":0}"#, #"{"hour":9,"minute":60}"#, #"{"hour":9,"minute":0,"second":-1}"#,
    #"{"hour":-1,"minute":0}"#,
  ])
  func decodingRejectsATimeOutsideTheDay(json: String) throws {
    let error = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(TimeOfDay.self, from: Data(json.utf8))
    }
    guard case .dataCorrupted(let context)? = error else {
      Issue.record("expected dataCorrupted, got \(String(describing: error))")
      return
    }
    #expect(context.debugDescription.contains("is not a time of day"))
  }

  @Test func timeOfADateIsItsReadingInTheCalendar() throws {
    let instant = try Date.utc("2024-06-12T03:04:05Z")
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Zones.named("Australia/Lord_Howe")
    #expect(TimeOfDay(date: instant, calendar: calendar) == .time(hour: 13, minute: 34, second: 5))
    let kolkata = DateBuilder.Context.at(2024, 1, 1, in: "Asia/Kolkata")
    #expect(
      DateBuilder.withContext(kolkata) { TimeOfDay(date: instant) } == .time(hour: 8, minute: 34, second: 5))
  }

  /// A date that names no instant shows no time: a date made with it is a typed error, not a made-up time.
  @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300])
  func aDateThatIsNoInstantShowsNoTime(seconds: Double) {
    let time = TimeOfDay(date: Date(timeIntervalSince1970: seconds))
    #expect(!time.isValid)
    let context = DateBuilder.Context.at(2024, 1, 1, in: "Europe/London")
    #expect(throws: DateBuilderError.self) { try Today().at(time).date(in: context) }
  }

  // MARK: Random times

  @Test func aSeededGeneratorGivesTheSameTimes() {
    var first = SeededGenerator(seed: 42)
    var second = SeededGenerator(seed: 42)
    let from = TimeOfDay.time(hour: 9, minute: 0)
    let to = TimeOfDay.time(hour: 17, minute: 0)
    let a = (0..<20).map { _ in TimeOfDay.randomTime(from: from, to: to, using: &first) }
    let b = (0..<20).map { _ in TimeOfDay.randomTime(from: from, to: to, using: &second) }
    #expect(a == b)
    #expect(Set(a).count > 1)
  }

  @Test func aRandomTimeFallsFromTheLowerBoundUpToTheUpper() {
    var generator = SeededGenerator(seed: 7)
    let from = TimeOfDay.time(hour: 10, minute: 15)
    let to = TimeOfDay.time(hour: 15, minute: 30)
    let times = (0..<1_000).map { _ in TimeOfDay.randomTime(from: from, to: to, using: &generator) }
    #expect(times.allSatisfy { $0 >= from && $0 < to && $0.isValid })
    #expect(times.contains { $0.hour == 10 })
    #expect(times.contains { $0.hour == 15 })
  }

  @Test func aWindowEndingBeforeItStartsWrapsPastMidnight() {
    var generator = SeededGenerator(seed: 2_024)
    let from = TimeOfDay.time(hour: 22, minute: 0)
    let to = TimeOfDay.time(hour: 2, minute: 0)
    let times = (0..<1_000).map { _ in TimeOfDay.randomTime(from: from, to: to, using: &generator) }
    #expect(times.allSatisfy { ($0 >= from || $0 < to) && $0.isValid })
    #expect(times.contains { $0 >= from })
    #expect(times.contains { $0 < to })
  }

  @Test func degenerateWindows() {
    var generator = SeededGenerator(seed: 1)
    let nine = TimeOfDay.time(hour: 9, minute: 0)
    #expect(TimeOfDay.randomTime(from: nine, to: nine, using: &generator) == nine)
    #expect(
      TimeOfDay.randomTime(from: nine, to: .time(hour: 9, minute: 0, second: 1), using: &generator) == nine)
    // An invalid bound comes back as it is, so that evaluating it reports the error.
    let invalid = TimeOfDay(hour: 25, minute: 0)
    #expect(TimeOfDay.randomTime(from: invalid, to: nine, using: &generator) == invalid)
    #expect(TimeOfDay.randomTime(from: nine, to: invalid, using: &generator) == invalid)
  }

  @Test func theSystemGeneratorStaysInTheWindow() {
    let from = TimeOfDay.time(hour: 6, minute: 0)
    let to = TimeOfDay.time(hour: 6, minute: 30)
    for _ in 0..<100 {
      let time = TimeOfDay.randomTime(from: from, to: to)
      #expect(time >= from && time < to)
    }
  }
}
