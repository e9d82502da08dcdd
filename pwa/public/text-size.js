try{var s=JSON.parse(localStorage.getItem("prayer-fast:v1:text-size"));/^large(r|st)?$/.test(s)&&(document.documentElement.dataset.textSize=s)}catch(e){}
