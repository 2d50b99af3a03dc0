import Foundation
import NiceNotifications
import Testing

struct GroupPermissionTests {
  @Test(arguments: [(GroupPermission.notAsked, false), (.allowed, true), (.denied, false)])
  func onlyAllowedIsAllowed(permission: GroupPermission, isAllowed: Bool) {
    #expect(permission.isAllowed == isAllowed)
  }

  @Test func encodesAsItsCaseName() throws {
    let data = try JSONEncoder().encode([GroupPermission.notAsked, .allowed, .denied])
    #expect(String(decoding: data, as: UTF8.self) == #"["notAsked","allowed","denied"]"#)
    #expect(try JSONDecoder().decode([GroupPermission].self, from: data) == [.notAsked, .allowed, .denied])
  }
}
