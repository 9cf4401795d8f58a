import { useSearchParams } from 'react-router-dom';

export interface KitParams {
  school: string;
  className: string;
  chooseSchool: (school: string) => void;
  chooseClass: (className: string) => void;
}

/**
 * The school and class chosen, kept in the address (/kits?school=…&class=…) so a parent can share
 * the list or reload it. Choosing another school forgets the class.
 */
export function useKitParams(): KitParams {
  const [params, setParams] = useSearchParams();
  const school = params.get('school') ?? '';
  const className = params.get('class') ?? '';
  const choose = (next: { school: string; className?: string }) => {
    const search = new URLSearchParams();
    if (next.school) search.set('school', next.school);
    if (next.school && next.className) search.set('class', next.className);
    setParams(search);
  };
  return {
    school,
    className,
    chooseSchool: (nextSchool: string) => choose({ school: nextSchool }),
    chooseClass: (nextClass: string) => choose({ school, className: nextClass }),
  };
}
