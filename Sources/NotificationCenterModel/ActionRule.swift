/// Which of a category's actions the person can choose: the first ten, however much room there is.
package enum ActionRule {
  package static let maximumShown = 10

  package static func offered<Action>(_ actions: [Action]) -> ArraySlice<Action> {
    actions.prefix(maximumShown)
  }
}
