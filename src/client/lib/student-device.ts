/**
 * A device a child signed in on (their tablet) opens /sign-in on 'I'm a student' next time, also after the
 * shell's sign-out sends them there; an adult's sign-in on it turns that off.
 */
const KEY = 'hs:student-device';

export function isStudentDevice(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberStudentDevice(student: boolean): void {
  try {
    if (student) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the page opens on the parent's sign-in, with the student tab beside it.
  }
}
