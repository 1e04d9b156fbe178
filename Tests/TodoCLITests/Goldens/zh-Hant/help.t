$ todo help | head -n 5
  用法：todo [-fhpantvV] [-d 設定檔] 動作 [編號] [待辦事項]

  選項：
    -@
        列出時隱藏情境名稱。使用兩次則顯示情境名稱（預設）。
$ todo help | grep -c '^    [a-z]'
74
$ todo --help | head -n 3
  用法：todo [-fhpantvV] [-d 設定檔] 動作 [編號] [待辦事項]

  選項：
$ todo help do undo
    do 編號 [編號 ...]
      把 todo.txt 中指定編號的事項標示為已完成（可以指定多項）。

    undo 編號 [編號 ...]
      把指定編號的事項重新標示為未完成（可以指定多項），
      並還原以 pri:X 保留的優先順序。do 預設會立刻封存（-A）：
      已封存到 done.txt 的事項會回到原本那一行（現在是空行），
      恢復原樣，並從 done.txt 移除。要撤銷上一個指令，請用 todo revert。

# An alias todo.sh's help does not show gives its action's paragraph.
$ todo help done
    done 編號 [編號 ...]
      把 todo.txt 中指定編號的事項標示為已完成（可以指定多項）。

$ todo command --help
    command [動作]
      以內建動作執行後面的引數，不用 .todo.actions.d 中的
      擴充指令碼。

$ todo help nope
! todo：沒有「nope」這個動作。用「todo help」查看所有動作。
[1]
$ todo shorthelp | head -n 4
  用法：todo [-fhpantvV] [-d 設定檔] 動作 [編號] [待辦事項]

  動作：
    add|a "待辦事項 +專案 @情境"
$ todo -vv help | grep -A 2 'Environment variables'
[1]
